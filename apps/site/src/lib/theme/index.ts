export { ThemeModeProvider, useThemeMode, type ThemeValue } from './theme-context';
export { applyTheme, initialTheme, readStoredTheme, type ThemeMode } from './theme-preference';
