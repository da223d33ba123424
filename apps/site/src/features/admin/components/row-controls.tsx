import styled from '@emotion/styled';
import { STATUS_LABELS } from '@manara/contracts';
import { Field, Input } from '@manara/ui';
import { STACKED } from './admin-table';
import { ChoiceSelect } from './choice-select';

/** Controls inside table cells share one width per column, so they line up from row to row. */
const Cell = styled.div({
  '&[data-kind="status"]': { width: '10.5rem' },
  '&[data-kind="progress"]': { width: '6.5rem' },
  [STACKED]: { '&[data-kind]': { width: '100%' } },
});

/** A status dropdown in a row; its hidden label names the row, as the column header cannot. */
export function RowStatusSelect<Status extends keyof typeof STATUS_LABELS>({
  label,
  statuses,
  value,
  onChange,
}: {
  label: string;
  statuses: readonly Status[];
  value: Status;
  onChange: (status: Status) => void;
}) {
  return (
    <Cell data-kind="status">
      <ChoiceSelect
        label={label}
        hideLabel
        choices={statuses}
        labels={STATUS_LABELS}
        value={value}
        onChange={onChange}
      />
    </Cell>
  );
}

/** A whole-number input in a row, with its error under it. */
export function RowNumberInput({
  id,
  label,
  min,
  max,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Cell data-kind="progress">
      <Field label={label} hideLabel error={error} controlId={id}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </Cell>
  );
}
