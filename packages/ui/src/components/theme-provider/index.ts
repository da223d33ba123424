export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { GlobalStyles, ThemeVariables } from './global-styles';
