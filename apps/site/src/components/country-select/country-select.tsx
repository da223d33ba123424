import { COUNTRIES, isCountryCode, type CountryCode } from '@manara/contracts';
import type { ComponentPropsWithRef } from 'react';
import { Field, NativeSelect } from '@manara/ui';

export interface CountrySelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'onChange' | 'defaultValue'
> {
  value: CountryCode;
  onValueChange: (code: CountryCode) => void;
  label?: string;
  /** In the header the label is hidden but still names the select. */
  hideLabel?: boolean;
  /** Show the currency next to the country name ("United States (USD)"). */
  showCurrency?: boolean;
}

/** The five countries the site serves, whose currency drives the prices shown. */
export function CountrySelect({
  value,
  onValueChange,
  label = 'Country',
  hideLabel,
  showCurrency = true,
  ...props
}: CountrySelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} data-slot="country-select" data-needs-script="">
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (isCountryCode(next)) onValueChange(next);
          }}
          {...props}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {showCurrency ? `${country.name} (${country.currency})` : country.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
