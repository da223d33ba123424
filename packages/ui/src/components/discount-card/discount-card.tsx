import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardTitle, type CardProps } from '../card';

const Amount = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['4xl'],
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1,
  color: theme.colors.accentSubtleText,
}));

export interface DiscountCardProps extends Omit<CardProps, 'title'> {
  /** e.g. "Student discount". */
  title: string;
  /** e.g. "30% off". */
  amount: string;
  description: ReactNode;
  titleLevel?: 2 | 3 | 4;
}

export function DiscountCard({ title, amount, description, titleLevel = 3, ...props }: DiscountCardProps) {
  return (
    <Card variant="subtle" data-kind="discount" {...props}>
      <Amount>{amount}</Amount>
      <CardTitle level={titleLevel}>{title}</CardTitle>
      <CardContent>
        <CardDescription>{description}</CardDescription>
      </CardContent>
    </Card>
  );
}
