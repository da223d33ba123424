import { ThemeToggle } from '@manara/ui';
import { CountrySelect } from '../../components/country-select';
import { useCountry } from '../../lib/country';
import { useThemeMode } from '../../lib/theme';

/** The visitor's country in the mobile menu, named in full with its currency (it drives every price). */
export function CountryControl() {
  const { country, setCountry } = useCountry();
  return <CountrySelect value={country} onValueChange={setCountry} />;
}

export function ThemeControl() {
  const { mode, setMode } = useThemeMode();
  return <ThemeToggle mode={mode} onModeChange={setMode} size="sm" />;
}
