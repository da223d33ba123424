import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { InboxIcon } from '../icon';
import { attributeVariants } from '../../utils/recipe';
import { cluster } from '../../utils/wrapping-row';

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.space[3],
  padding: `${theme.space[12]} ${theme.space[6]}`,
  borderRadius: theme.radii.lg,
  border: `1px dashed ${theme.colors.borderStrong}`,
  background: theme.colors.bgSubtle,
  ...attributeVariants('variant', { plain: () => ({ border: 0, background: 'transparent' }) }, theme),
}));

const Icon = styled.div(({ theme }) => ({
  display: 'inline-flex',
  padding: theme.space[3],
  borderRadius: theme.radii.full,
  background: theme.colors.surfaceMuted,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes['2xl'],
}));

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));

const Description = styled.p(({ theme }) => ({ margin: 0, maxWidth: '32rem', color: theme.colors.textMuted }));

const Actions = styled.div(({ theme }) => ({
  ...cluster(theme, 3),
  justifyContent: 'center',
  marginTop: theme.space[2],
}));

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links, e.g. Back to courses. */
  actions?: ReactNode;
  icon?: ReactNode;
  /** Heading level; h2 inside a page, h3 inside a section. */
  titleLevel?: 1 | 2 | 3 | 4;
  variant?: 'framed' | 'plain';
}

/** "Nothing here" with a way forward: course not found, no session, empty lists. */
export function EmptyState({
  title,
  description,
  actions,
  icon = <InboxIcon />,
  titleLevel = 2,
  variant = 'framed',
  ...props
}: EmptyStateProps) {
  return (
    <Root data-slot="empty-state" data-variant={variant} {...props}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={`h${titleLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
