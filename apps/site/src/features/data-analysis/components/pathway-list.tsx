import type { PageItem } from '@manara/contracts';
import { Grid, PathwayCard } from '@manara/ui';

/** The analysis pathways, numbered in the order an editor put them in /cms. */
export function PathwayList({ pathways }: { pathways: PageItem[] }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
      {pathways.map((pathway, index) => (
        <li key={pathway.title}>
          <PathwayCard step={index + 1} title={pathway.title} description={pathway.text} style={{ height: '100%' }} />
        </li>
      ))}
    </Grid>
  );
}
