import { ThemeToggle } from '@manara/ui';
import { useThemeMode } from '@/lib/theme';

export function ThemeControl() {
  const { mode, setMode } = useThemeMode();
  // Without scripts the button could not switch anything: index.html hides it.
  return <ThemeToggle mode={mode} onModeChange={setMode} size="sm" data-needs-script="" />;
}
