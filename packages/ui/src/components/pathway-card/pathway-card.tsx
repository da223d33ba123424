import type { ReactNode } from 'react';
import { StepNumber } from '../step-number';
import { VisuallyHidden } from '../visually-hidden';
import { Card, CardContent, CardDescription, CardLink, CardTitle, type CardProps } from '../card';

export interface PathwayCardProps extends Omit<CardProps, 'title'> {
  title: string;
  description: ReactNode;
  /** The pathway's number in the sequence. */
  step?: number;
  icon?: ReactNode;
  href?: string;
  titleLevel?: 2 | 3 | 4;
}

/** One of the data-analysis pathways: a numbered route into the service. */
export function PathwayCard({ title, description, step, icon, href, titleLevel = 3, ...props }: PathwayCardProps) {
  return (
    <Card interactive={Boolean(href)} data-kind="pathway" {...props}>
      {step !== undefined ? <StepNumber>{step}</StepNumber> : icon}
      <CardTitle level={titleLevel}>
        {step !== undefined ? <VisuallyHidden>Pathway {step}: </VisuallyHidden> : null}
        {href ? <CardLink href={href}>{title}</CardLink> : title}
      </CardTitle>
      <CardContent>
        <CardDescription>{description}</CardDescription>
      </CardContent>
    </Card>
  );
}
