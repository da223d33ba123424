import { Field, NativeSelect } from '@manara/ui';

/** The value of a filter's first choice, "All …": no filter. */
const ALL = '';

interface ChoiceProps<V extends string> {
  label: string;
  hideLabel?: boolean;
  choices: readonly V[];
  labels: Readonly<Record<V, string>>;
}

function LabelledSelect<V extends string>({
  label,
  hideLabel,
  choices,
  labels,
  allLabel,
  value,
  onChange,
}: ChoiceProps<V> & { allLabel?: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={label} hideLabel={hideLabel}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined ? <option value={ALL}>{allLabel}</option> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A labelled dropdown of a fixed set of values (a status), each shown by its label. */
export function ChoiceSelect<V extends string>({
  value,
  onChange,
  ...props
}: ChoiceProps<V> & { value: V; onChange: (value: V) => void }) {
  return <LabelledSelect {...props} value={value} onChange={(next) => onChange(next as V)} />;
}

/** A filter's dropdown: "All …" first, which takes the filter away (undefined), then each value. */
export function FilterSelect<V extends string>({
  value,
  onChange,
  ...props
}: ChoiceProps<V> & { allLabel: string; value: V | undefined; onChange: (value: V | undefined) => void }) {
  return (
    <LabelledSelect
      {...props}
      value={value ?? ALL}
      onChange={(next) => onChange((next || undefined) as V | undefined)}
    />
  );
}
