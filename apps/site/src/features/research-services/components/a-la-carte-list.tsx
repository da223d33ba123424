import { Button, Card, CardContent, CardDescription, CardFooter, CardTitle, Grid } from '@manara/ui';
import { A_LA_CARTE_ITEMS } from '../content';

/** The seven a-la-carte services, each with a Request scope button (spec §2: no action shown). */
export function ALaCarteList({ titleLevel = 3 }: { titleLevel?: 3 | 4 }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
      {A_LA_CARTE_ITEMS.map((item) => (
        <li key={item.title}>
          <Card style={{ height: '100%' }}>
            <CardTitle level={titleLevel}>{item.title}</CardTitle>
            <CardContent>
              <CardDescription>{item.description}</CardDescription>
            </CardContent>
            <CardFooter>
              <Button variant="outline" size="sm" aria-label={`Request scope: ${item.title}`}>
                Request scope
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
