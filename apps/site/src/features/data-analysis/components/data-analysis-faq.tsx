import type { FaqItem } from '@manara/contracts';
import { Card, CardContent, CardDescription, CardTitle, Grid } from '@manara/ui';

/** The FAQ cards of the data analysis page, as an editor wrote them in /cms. */
export function DataAnalysisFaq({ items }: { items: FaqItem[] }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 2 }}>
      {items.map((item) => (
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
