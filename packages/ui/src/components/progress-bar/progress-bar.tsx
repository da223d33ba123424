import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** The bar shows a whole percentage. */
const PERCENT = { min: 0, max: 100 } as const;

export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return PERCENT.min;
  return Math.round(Math.min(PERCENT.max, Math.max(PERCENT.min, value)));
}

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1.5],
  width: '100%',
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text,
  '& > span:first-of-type': { fontWeight: theme.fontWeights.medium },
}));

const Track = styled.div(({ theme }) => ({
  height: '0.5rem',
  borderRadius: theme.radii.full,
  background: theme.colors.surfaceMuted,
  // The track's edge must be visible against the page (3:1 for graphics).
  boxShadow: `inset 0 0 0 1px ${theme.colors.borderStrong}`,
  overflow: 'hidden',
  '&[data-size="lg"]': { height: '0.75rem' },
}));

const Indicator = styled.div(({ theme }) => ({
  height: '100%',
  borderRadius: 'inherit',
  background: theme.colors.accent,
  transition: `width ${theme.motion.durations.slow} ${theme.motion.easings.standard}`,
}));

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** 0 to 100. */
  value: number;
  /** What the bar measures; always given, shown unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Show "40%" beside the label. */
  showValue?: boolean;
  size?: 'md' | 'lg';
}

export function ProgressBar({ value, label, hideLabel, showValue = true, size = 'md', ...props }: ProgressBarProps) {
  const percent = clampProgress(value);
  const labelId = useId();
  const state = percent >= PERCENT.max ? 'complete' : percent <= PERCENT.min ? 'empty' : 'in-progress';
  return (
    <Root data-slot="progress-bar" data-state={state} {...props}>
      <Header style={hideLabel ? { display: 'none' } : undefined}>
        <span id={labelId}>{label}</span>
        {showValue ? <span aria-hidden="true">{percent}%</span> : null}
      </Header>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={PERCENT.min}
        aria-valuemax={PERCENT.max}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        data-size={size}
      >
        <Indicator style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}
