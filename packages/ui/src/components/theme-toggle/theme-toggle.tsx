import type { ColorMode } from '../../tokens';
import { Button, type ButtonProps } from '../button';
import { MoonIcon, SunIcon } from '../icon';

export interface ThemeToggleProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  mode: ColorMode;
  onModeChange: (mode: ColorMode) => void;
  /** Accessible name; the pressed state says whether dark is on. */
  label?: string;
}

/** A toggle button (`aria-pressed`) for dark mode; the app stores the choice. */
export function ThemeToggle({
  mode,
  onModeChange,
  label = 'Dark mode',
  variant = 'ghost',
  ...props
}: ThemeToggleProps) {
  const dark = mode === 'dark';
  return (
    <Button
      variant={variant}
      aria-label={label}
      aria-pressed={dark}
      data-state={mode}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => onModeChange(dark ? 'light' : 'dark')}
      {...props}
    >
      {dark ? <MoonIcon size={20} /> : <SunIcon size={20} />}
    </Button>
  );
}
