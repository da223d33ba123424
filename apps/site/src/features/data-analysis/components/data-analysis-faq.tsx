import { Card, CardContent, CardDescription, CardTitle, Grid } from '@manara/ui';
import { DATA_ANALYSIS_FAQ } from '../content';

/** The two FAQ cards of the data analysis page. */
export function DataAnalysisFaq() {
  return (
    <Grid as="ul" columns={{ base: 1, md: 2 }}>
      {DATA_ANALYSIS_FAQ.map((item) => (
        <li key={item.question}>
          <Card style={{ height: '100%' }}>
            <CardTitle level={3}>{item.question}</CardTitle>
            <CardContent>
              <CardDescription>{item.answer}</CardDescription>
            </CardContent>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
