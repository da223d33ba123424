import styled from '@emotion/styled';
import { Input } from '@manara/ui';

/** The design system's input as a file picker, its button drawn like the site's small outline buttons. */
export const FileInput = styled(Input)(({ theme }) => ({
  paddingBlock: theme.space[2],
  '&::file-selector-button': {
    marginInlineEnd: theme.space[3],
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surfaceMuted,
    color: theme.colors.text,
    font: 'inherit',
    cursor: 'pointer',
  },
}));
