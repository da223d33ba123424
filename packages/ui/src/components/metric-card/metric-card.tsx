import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../card';

const Label = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
}));

const Value = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['3xl'],
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.tight,
  fontVariantNumeric: 'tabular-nums',
  '&[data-state="missing"]': { color: theme.colors.textMuted },
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** The text shown for a metric the server did not send. */
export const MISSING_METRIC = 'N/A';

export interface MetricCardProps extends CardProps {
  label: string;
  /** `null` or `undefined` shows N/A. */
  value: number | string | null | undefined;
  hint?: ReactNode;
}

export function MetricCard({ label, value, hint, ...props }: MetricCardProps) {
  const missing = value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value));
  const shown = missing ? MISSING_METRIC : typeof value === 'number' ? value.toLocaleString('en') : value;
  return (
    <Card data-kind="metric" {...props}>
      <Label>{label}</Label>
      <Value data-state={missing ? 'missing' : 'present'}>{shown}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
}
