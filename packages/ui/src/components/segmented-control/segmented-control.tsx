import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef } from 'react';
import { useControllableState } from '../../utils/use-controllable-state';
import { visuallyHiddenStyles } from '../visually-hidden';

const Group = styled.fieldset(({ theme }) => ({
  display: 'inline-flex',
  margin: 0,
  padding: theme.space[1],
  gap: theme.space[1],
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.full,
  background: theme.colors.surface,
  '& > legend': visuallyHiddenStyles,
}));

const Option = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  // Narrower segments on phones keep a three-way choice on one line at 390 px.
  padding: `${theme.space[2]} ${theme.space[3]}`,
  [theme.mq.sm]: { paddingInline: theme.space[4] },
  whiteSpace: 'nowrap',
  borderRadius: theme.radii.full,
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceMuted },
  '&[data-state="on"]': { background: theme.colors.accent, color: theme.colors.accentContrast },
  '&:has(input:focus-visible)': { outline: theme.focus.outline, outlineOffset: theme.focus.offset },
  '& > input': { ...visuallyHiddenStyles },
}));

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> extends Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'defaultValue'
> {
  /** Names the group for screen readers (it is not shown). */
  label: string;
  options: readonly SegmentedOption<V>[];
  value?: V;
  defaultValue: V;
  onValueChange?: (value: V) => void;
  /**
   * Called when the selected option is chosen again (a click, or Space on it): for a choice whose
   * selected option also works as a toggle. Radios report no change then, so this is the only signal.
   */
  onReselect?: (value: V) => void;
}

/** A compact single choice (pricing views, filters): native radios, so arrow keys work as expected. */
export function SegmentedControl<V extends string>({
  label,
  options,
  value: valueProp,
  defaultValue,
  onValueChange,
  onReselect,
  ...props
}: SegmentedControlProps<V>) {
  const name = useId();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  return (
    <Group data-slot="segmented-control" {...props}>
      <legend>{label}</legend>
      {options.map((option) => (
        <Option key={option.value} data-state={option.value === value ? 'on' : 'off'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => setValue(option.value)}
            // A click on a radio that becomes checked runs before the re-render, with the old value here.
            onClick={() => {
              if (option.value === value) onReselect?.(option.value);
            }}
          />
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
