import { ThemeToggle } from '@manara/ui';
import { useThemeMode } from '@/lib/theme';

export function ThemeControl() {
  const { mode, setMode } = useThemeMode();
  return <ThemeToggle mode={mode} onModeChange={setMode} size="sm" />;
}
