import styled from '@emotion/styled';
import { fieldLabelText } from '../field/field.styles';

/** A native checkbox or radio, restyled only through accent-color so it keeps native behaviour. */
export const ChoiceInput = styled.input(({ theme }) => ({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  marginTop: '0.2em',
  flexShrink: 0,
  accentColor: theme.colors.accent,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
  '&[aria-invalid="true"]': { outline: `2px solid ${theme.colors.danger}`, outlineOffset: '1px' },
  '&:focus-visible': { outline: theme.focus.outline, outlineOffset: theme.focus.offset },
}));

export const ChoiceLabel = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[2],
  cursor: 'pointer',
  color: theme.colors.text,
  '&[data-disabled="true"]': { cursor: 'not-allowed', color: theme.colors.textMuted },
}));

export const ChoiceText = styled.span(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[0.5],
  '& [data-slot="choice-description"]': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));

export const Fieldset = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  '& > legend': { ...fieldLabelText(theme), padding: 0, marginBottom: theme.space[1.5] },
}));

export const ChoiceList = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: theme.space[6] },
}));
