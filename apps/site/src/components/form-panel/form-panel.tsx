import styled from '@emotion/styled';
import { Card } from '@manara/ui';

/** The card a page's main form stands in (contact, the AI tools), as tall as its content. */
export const FormCard = styled(Card)(({ theme }) => ({ padding: theme.space[6], height: 'auto' }));

/** The title of a form card or of the panel beside it. */
export const PanelTitle = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space[5]}`,
  fontSize: theme.fontSizes['2xl'],
}));

/**
 * A page's two panels (a form and what goes with it) side by side from 1024 px, stacked below;
 * `$wider` is the panel that gets three fifths of the row.
 */
export const PanelColumns = styled.div<{ $wider: 'first' | 'second' }>(({ theme, $wider }) => ({
  display: 'grid',
  gap: theme.space[8],
  alignItems: 'start',
  [theme.mq.lg]: {
    gridTemplateColumns: $wider === 'first' ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 2fr) minmax(0, 3fr)',
  },
}));
