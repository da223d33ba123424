import styled from '@emotion/styled';
import { BaseLink, type LinkComponentProps } from '../link-provider';
import { isExternalHref } from '../../utils/is-external-href';
import { attributeVariants } from '../../utils/recipe';

const StyledLink = styled(BaseLink)(({ theme }) => ({
  color: theme.colors.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  fontWeight: theme.fontWeights.medium,
  '&:hover': { color: theme.colors.linkHover, textDecorationThickness: '2px' },
  ...attributeVariants(
    'variant',
    {
      subtle: (t) => ({
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 'inherit',
        '&:hover': { color: t.colors.link, textDecoration: 'underline' },
      }),
    },
    theme,
  ),
}));

export interface LinkProps extends LinkComponentProps {
  /** `subtle` links look like text until hovered (navigation, footers). */
  variant?: 'default' | 'subtle';
  /** Opens in a new tab with `rel="noopener noreferrer"`; only for external URLs. */
  newTab?: boolean;
}

/** An inline text link. In-app paths go through the LinkProvider's router link. */
export function Link({ variant = 'default', newTab, ...props }: LinkProps) {
  const external = isExternalHref(props.href);
  const tabProps = newTab && external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <StyledLink data-slot="link" data-variant={variant} {...tabProps} {...props} />;
}
