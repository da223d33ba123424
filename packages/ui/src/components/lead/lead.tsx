import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { attributeVariants, type Recipe } from '../../utils/recipe';

export type LeadSize = 'md' | 'lg' | 'xl';

/** `xl` under a hero's h1, `lg` under a page's or a band's heading, `md` inside a card, a panel or a section of a page. */
const leadSizes: Recipe<LeadSize> = {
  md: (theme) => ({ fontSize: theme.fontSizes.md }),
  lg: (theme) => ({ fontSize: theme.fontSizes.lg }),
  xl: (theme) => ({ fontSize: theme.fontSizes.xl }),
};

const StyledLead = styled.p(({ theme }) => ({
  // The lead sits in a stack or under a heading that spaces it: it brings no margin of its own.
  margin: 0,
  maxWidth: theme.sizes.prose,
  color: theme.colors.textMuted,
  ...attributeVariants('size', leadSizes, theme),
}));

export interface LeadProps extends ComponentPropsWithRef<'p'> {
  size?: LeadSize;
}

/** The muted paragraph that opens a page, a band or a panel under its heading, at reading width. */
export function Lead({ size = 'lg', ...props }: LeadProps) {
  return <StyledLead data-slot="lead" data-size={size} {...props} />;
}
