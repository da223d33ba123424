import styled from '@emotion/styled';
import type { Summary } from '@manara/contracts';
import { Grid, Link, MetricCard } from '@manara/ui';
import { useAdminSummary } from '../api/get-summary';
import { ADMIN_SECTIONS, adminHref } from '../lib/sections';

const METRICS: { key: keyof Summary['metrics']; label: string }[] = [
  { key: 'courses', label: 'Courses' },
  { key: 'projects', label: 'Projects' },
  { key: 'users', label: 'Users' },
  { key: 'enrollments', label: 'Enrollments' },
  { key: 'serviceRequests', label: 'Service requests' },
  { key: 'pendingReviews', label: 'Pending reviews' },
  { key: 'newLeads', label: 'New leads' },
];

/** The whole card opens the section the metric counts; the card's border shows hover and focus. */
const CardLink = styled(Link)(({ theme }) => ({
  display: 'block',
  height: '100%',
  borderRadius: theme.radii.lg,
  color: 'inherit',
  textDecoration: 'none',
  '& > *': { height: '100%', transition: `border-color ${theme.motion.durations.fast}` },
  '&:hover': { color: 'inherit', textDecoration: 'none' },
  '&:hover > *': { borderColor: theme.colors.accent },
}));

/** The metric cards (the six counts and the Inbox's new leads), each a way into its section; a missing or unreadable metric shows N/A. */
export function SummaryMetrics() {
  const { data } = useAdminSummary();
  return (
    <Grid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap={4} aria-label="Summary metrics">
      {METRICS.map(({ key, label }) => {
        const section = ADMIN_SECTIONS.find((s) => 'metric' in s && s.metric === key);
        const card = <MetricCard label={label} value={data?.metrics?.[key]} />;
        return (
          <li key={key}>
            {section ? (
              <CardLink href={adminHref(section)} variant="subtle">
                {card}
              </CardLink>
            ) : (
              card
            )}
          </li>
        );
      })}
    </Grid>
  );
}
