import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { BaseLink, type LinkComponentProps } from '../link-provider';
import {
  StyledCard,
  StyledCardContent,
  StyledCardDescription,
  StyledCardFooter,
  StyledCardHeader,
  StyledCardTitle,
  stretchedLinkStyles,
  type CardVariant,
} from './card.styles';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  variant?: CardVariant;
  /** Adds hover and focus-within feedback, for cards that hold a CardLink. */
  interactive?: boolean;
  as?: 'div' | 'article' | 'li' | 'section';
}

export function Card({ variant = 'outline', interactive, ...props }: CardProps) {
  return (
    <StyledCard
      data-slot="card"
      data-variant={variant}
      data-interactive={interactive ? 'true' : undefined}
      {...props}
    />
  );
}

export function CardHeader(props: ComponentPropsWithRef<'div'>) {
  return <StyledCardHeader data-slot="card-header" {...props} />;
}

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Keep the page's heading outline: h2 when cards sit directly under the page title. */
  level?: 2 | 3 | 4;
}

export function CardTitle({ level = 3, ...props }: CardTitleProps) {
  return <StyledCardTitle as={`h${level}`} data-slot="card-title" {...props} />;
}

export function CardDescription(props: ComponentPropsWithRef<'p'>) {
  return <StyledCardDescription data-slot="card-description" {...props} />;
}

export function CardContent(props: ComponentPropsWithRef<'div'>) {
  return <StyledCardContent data-slot="card-content" {...props} />;
}

export function CardFooter(props: ComponentPropsWithRef<'div'>) {
  return <StyledCardFooter data-slot="card-footer" {...props} />;
}

const StyledCardLink = styled(BaseLink)(({ theme }) => ({
  ...stretchedLinkStyles,
  '&:focus-visible::after': { outline: theme.focus.outline, outlineOffset: theme.focus.offset },
}));

/** Put inside CardTitle: the whole card becomes the link's click area. */
export function CardLink(props: LinkComponentProps) {
  return <StyledCardLink data-slot="card-link" {...props} />;
}
