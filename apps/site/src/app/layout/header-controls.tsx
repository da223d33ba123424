import { CountrySelect, ThemeToggle } from '@manara/ui';
import { useCountry } from '../../features/country';
import { useThemeMode } from '../../features/theme';

/** The visitor's country (its currency drives every price); the header hides the label visually. */
export function CountryControl({ hideLabel }: { hideLabel?: boolean }) {
  const { country, setCountry } = useCountry();
  return <CountrySelect value={country} onValueChange={setCountry} hideLabel={hideLabel} />;
}

export function ThemeControl() {
  const { mode, setMode } = useThemeMode();
  return <ThemeToggle mode={mode} onModeChange={setMode} size="sm" />;
}
