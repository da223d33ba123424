import styled from '@emotion/styled';
import { Link, VisuallyHidden, unstyledList } from '@manara/ui';
import { ADMIN_SECTIONS, adminHref } from '../lib/sections';
import { SummaryMetrics } from './summary-metrics';

const Heading = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space[4]}`,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.text,
}));

const Sections = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  ...unstyledList,
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& li': { display: 'flex', flexDirection: 'column', gap: theme.space[1] },
  '& p': { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));

/** The panel's home: the site's numbers, then every section with what it is for. */
export function AdminOverview() {
  return (
    <>
      <section aria-labelledby="summary-heading">
        <VisuallyHidden as="h2" id="summary-heading">
          Summary
        </VisuallyHidden>
        <SummaryMetrics />
      </section>
      <section aria-labelledby="sections-heading">
        <Heading id="sections-heading">Sections</Heading>
        <Sections>
          {ADMIN_SECTIONS.filter((section) => section.slug).map((section) => (
            <li key={section.id}>
              <Link href={adminHref(section)}>{section.title}</Link>
              <p>{section.description}</p>
            </li>
          ))}
        </Sections>
      </section>
    </>
  );
}
