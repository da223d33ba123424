import { Grid, Skeleton, Stat, StatGroup } from '@manara/ui';
import { useSiteSettings } from '../api/get-site-settings';

/** The home numbers band: 500+ projects, 120+ publications, 4.9/5 rating, 10k+ learners. */
export function NumbersBand() {
  const { data: settings, isPending } = useSiteSettings();
  if (isPending) {
    return (
      <Grid columns={{ base: 2, md: 4 }} gap={8} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="4.5rem" />
        ))}
      </Grid>
    );
  }
  if (!settings || settings.numbers.length === 0) return null;
  return (
    <StatGroup>
      {settings.numbers.map((item) => (
        <Stat key={item.label} value={item.value} label={item.label} />
      ))}
    </StatGroup>
  );
}
