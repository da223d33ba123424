export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { GlobalStyles } from './global-styles';
