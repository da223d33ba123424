import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

export type CalloutTone = 'info' | 'success' | 'danger';

const StyledCallout = styled.p(({ theme }) => ({
  margin: 0,
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  border: '1px solid transparent',
  fontSize: theme.fontSizes.sm,
  '&[data-tone="info"]': { background: theme.colors.infoSubtle, color: theme.colors.infoText },
  '&[data-tone="success"]': {
    borderColor: theme.colors.success,
    background: theme.colors.successSubtle,
    color: theme.colors.successText,
  },
  '&[data-tone="danger"]': {
    borderColor: theme.colors.danger,
    background: theme.colors.dangerSubtle,
    color: theme.colors.dangerText,
    fontWeight: theme.fontWeights.medium,
  },
}));

export interface CalloutProps extends ComponentPropsWithRef<'p'> {
  tone: CalloutTone;
}

/**
 * A sentence set apart from the text around it: a note (`info`), what went well (`success`, with a
 * border) or what went wrong (`danger`, with a border and a heavier weight). Colour is never the only
 * signal: the words say it. Callers add `role="status"` or `role="alert"` where the sentence appears
 * in answer to an action.
 */
export function Callout({ tone, ...props }: CalloutProps) {
  return <StyledCallout data-slot="callout" data-tone={tone} {...props} />;
}
