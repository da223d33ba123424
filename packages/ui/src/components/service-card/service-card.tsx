import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardLink, CardTitle, type CardProps } from '../card';
import { ArrowRightIcon, CheckIcon } from '../icon';
import { unstyledList } from '../../utils/unstyled-list';

const Features = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
  '& li': { display: 'flex', gap: theme.space[2], alignItems: 'baseline' },
  '& svg': { color: theme.colors.success, flexShrink: 0, transform: 'translateY(2px)' },
}));

const IconBox = styled.div(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radii.md,
  background: theme.colors.accentSubtle,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.xl,
}));

const Cta = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
}));

export interface ServiceCardProps extends Omit<CardProps, 'title'> {
  title: string;
  summary: string;
  features?: readonly string[];
  /** The service's own route: the whole card links there. */
  href: string;
  ctaLabel?: string;
  icon?: ReactNode;
  titleLevel?: 2 | 3 | 4;
}

export function ServiceCard({
  title,
  summary,
  features = [],
  href,
  ctaLabel = 'Explore service',
  icon,
  titleLevel = 3,
  ...props
}: ServiceCardProps) {
  return (
    <Card interactive data-kind="service" {...props}>
      {icon ? <IconBox aria-hidden="true">{icon}</IconBox> : null}
      <CardTitle level={titleLevel}>
        <CardLink href={href}>{title}</CardLink>
      </CardTitle>
      <CardContent>
        <CardDescription>{summary}</CardDescription>
        {features.length > 0 ? (
          <Features>
            {features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                {feature}
              </li>
            ))}
          </Features>
        ) : null}
      </CardContent>
      {/* The title link already covers the card; this line is the visual cue only. */}
      <CardFooter aria-hidden="true">
        <Cta>
          {ctaLabel} <ArrowRightIcon />
        </Cta>
      </CardFooter>
    </Card>
  );
}
