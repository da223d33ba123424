import { Grid, PathwayCard } from '@manara/ui';
import { PATHWAYS } from '../content';

/** The four analysis pathways (spec §2), numbered. */
export function PathwayList() {
  return (
    <Grid as="ul" columns={{ base: 1, md: 2, lg: 4 }} gap={5}>
      {PATHWAYS.map((pathway, index) => (
        <li key={pathway.title}>
          <PathwayCard
            step={index + 1}
            title={pathway.title}
            description={pathway.description}
            style={{ height: '100%' }}
          />
        </li>
      ))}
    </Grid>
  );
}
