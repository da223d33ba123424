import styled from '@emotion/styled';
import { COUNTRIES, countryByCode, isCountryCode } from '@manara/contracts';
import { ChevronDownIcon } from '@manara/ui';
import { useId } from 'react';
import { useCountry } from '@/lib/country';
import { headerPill } from './header-pill';

const Picker = styled.div(({ theme }) => ({
  ...headerPill(theme),
  position: 'relative',
  gap: theme.space[1.5],
  paddingInline: `${theme.space[3]} ${theme.space[2]}`,
  fontVariantNumeric: 'tabular-nums',
  '&:has(select:focus-visible)': { outline: theme.focus.outline, outlineOffset: theme.focus.offset },
}));

const Code = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

/** The real control: transparent over the picker, so the list and the keyboard stay native. */
const NativeSelect = styled.select({
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
});

const HiddenLabel = styled.label({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/**
 * The desktop header's country (its currency drives every price). Closed it shows the short
 * "US · USD", so the row holds the whole navigation from 1024 px; open, the native list names each
 * country and its currency, and so does the control's accessible value.
 */
export function HeaderCountry() {
  const { country, setCountry } = useCountry();
  const id = useId();
  const current = countryByCode(country);
  return (
    <Picker data-slot="header-country" data-needs-script="">
      <HiddenLabel htmlFor={id}>Country</HiddenLabel>
      <span aria-hidden="true">
        {current.code} <Code>· {current.currency}</Code>
      </span>
      <ChevronDownIcon size={16} />
      <NativeSelect
        id={id}
        value={country}
        onChange={(event) => {
          if (isCountryCode(event.target.value)) setCountry(event.target.value);
        }}
      >
        {COUNTRIES.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name} ({option.currency})
          </option>
        ))}
      </NativeSelect>
    </Picker>
  );
}
