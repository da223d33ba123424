import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { CSSObject } from '@emotion/styled';

/** Shared look of text inputs, textareas and selects; invalid state comes from `aria-invalid`. */
export function controlStyles({ theme }: { theme: Theme }): CSSObject {
  return {
    width: '100%',
    minHeight: '2.75rem',
    padding: `${theme.space[2]} ${theme.space[3]}`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
    lineHeight: theme.lineHeights.snug,
    transition: `border-color ${theme.motion.durations.fast}, box-shadow ${theme.motion.durations.fast}`,
    '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: theme.colors.text },
    '&:focus-visible': { outline: theme.focus.outline, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger, boxShadow: `inset 0 0 0 1px ${theme.colors.danger}` },
    '&:disabled': { cursor: 'not-allowed', background: theme.colors.surfaceMuted, color: theme.colors.textMuted },
  };
}

export const StyledInput = styled.input(controlStyles);
export const StyledTextArea = styled.textarea((props) => ({
  ...controlStyles(props),
  minHeight: '7rem',
  resize: 'vertical',
}));
export const StyledSelect = styled.select((props) => ({
  ...controlStyles(props),
  appearance: 'none',
  paddingRight: props.theme.space[10],
  cursor: 'pointer',
  // Chevron drawn in the text colour of each theme; the select keeps its native keyboard behaviour.
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${props.theme.colors.text} 50%), linear-gradient(135deg, ${props.theme.colors.text} 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 13px) 50%',
  backgroundSize: '5px 5px, 5px 5px',
  backgroundRepeat: 'no-repeat',
}));

export const FieldRoot = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1.5],
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
}));

/** The text of a control's label, and of the legend that labels a group of choices. */
export function fieldLabelText(theme: Theme): CSSObject {
  return { fontWeight: theme.fontWeights.semibold, fontSize: theme.fontSizes.sm, color: theme.colors.text };
}

export const FieldLabel = styled.label(({ theme }) => ({
  ...fieldLabelText(theme),
  padding: 0,
  '& [data-slot="required-mark"]': { color: theme.colors.dangerText, marginLeft: theme.space[0.5] },
}));

export const FieldHint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export const FieldError = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.dangerText,
}));
