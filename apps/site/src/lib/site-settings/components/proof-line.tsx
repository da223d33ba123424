import styled from '@emotion/styled';
import { unstyledList } from '@manara/ui';
import { useSiteSettings } from '../api/get-site-settings';

const List = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${theme.space[3]} ${theme.space[6]}`,
  marginTop: theme.space[8],
  paddingTop: theme.space[6],
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
  lineHeight: theme.lineHeights.snug,
  color: theme.colors.textMuted,
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(4, minmax(0, max-content))' },
  strong: {
    display: 'block',
    color: theme.colors.text,
    fontSize: theme.fontSizes.xl,
    fontWeight: theme.fontWeights.bold,
    fontVariantNumeric: 'tabular-nums',
  },
}));

/**
 * The hero's proof line: the numbers an editor publishes in the site settings (projects, rating,
 * learners…), in the first screen of a phone too. Nothing is shown without them: never a number
 * the settings do not hold.
 */
export function ProofLine() {
  const { data: settings } = useSiteSettings();
  const numbers = settings?.numbers ?? [];
  if (numbers.length === 0) return null;
  return (
    <List aria-label="Manara Research in numbers">
      {numbers.map(({ label, value }) => (
        <li key={label}>
          <strong>{value}</strong> {label}
        </li>
      ))}
    </List>
  );
}
