import type { Summary } from '@manara/contracts';
import { Grid, MetricCard } from '@manara/ui';
import { useAdminSummary } from '../api/get-summary';

const METRICS: { key: keyof Summary['metrics']; label: string }[] = [
  { key: 'courses', label: 'Courses' },
  { key: 'projects', label: 'Projects' },
  { key: 'users', label: 'Users' },
  { key: 'enrollments', label: 'Enrollments' },
  { key: 'serviceRequests', label: 'Service requests' },
  { key: 'pendingReviews', label: 'Pending reviews' },
];

/** The six metric cards (spec §2); a missing or unreadable metric shows N/A. */
export function SummaryMetrics() {
  const { data } = useAdminSummary();
  return (
    <Grid as="ul" columns={{ base: 2, md: 3, xl: 6 }} gap={4} aria-label="Summary metrics">
      {METRICS.map(({ key, label }) => (
        <li key={key}>
          <MetricCard label={label} value={data?.metrics?.[key]} />
        </li>
      ))}
    </Grid>
  );
}
