import { Field, NativeSelect } from '@manara/ui';

interface FilterSelectProps {
  label: string;
  /** The first choice, which clears this filter, e.g. "All services". */
  allLabel: string;
  allValue: string;
  value: string;
  options: ReadonlyArray<string | number>;
  onChange: (value: string) => void;
}

/** One filter of a browsable list: a labelled select whose first choice shows everything. */
export function FilterSelect({ label, allLabel, allValue, value, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={allValue}>{allLabel}</option>
          {options.map((option) => (
            <option key={option} value={String(option)}>
              {option}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
