import styled from '@emotion/styled';
import { Card } from '@manara/ui';

/** The card a page's main form stands in (contact, the AI tools), as tall as its content. */
export const FormCard = styled(Card)(({ theme }) => ({ padding: theme.space[6], height: 'auto' }));

/** The title of a form card or of the panel beside it. */
export const PanelTitle = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space[5]}`,
  fontSize: theme.fontSizes['2xl'],
}));
