import { CountrySelect, ThemeToggle } from '@manara/ui';
import { useCountry } from '../../features/country';
import { useThemeMode } from '../../features/theme';

/** The visitor's country (its currency drives every price); the header hides the label visually. */
export function CountryControl({ compact }: { compact?: boolean }) {
  const { country, setCountry } = useCountry();
  return (
    <CountrySelect
      value={country}
      onValueChange={setCountry}
      hideLabel={compact}
      // The header has little room: the currency is named next to every price anyway.
      showCurrency={!compact}
      style={compact ? { fontSize: '0.875rem', minHeight: '2.5rem', minWidth: '12.25rem' } : undefined}
    />
  );
}

export function ThemeControl() {
  const { mode, setMode } = useThemeMode();
  return <ThemeToggle mode={mode} onModeChange={setMode} size="sm" />;
}
