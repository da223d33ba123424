// Tokens and theme
export * from './tokens';
export { createTheme, darkTheme, lightTheme, themeFor, type ManaraTheme } from './theme';
export { contrastRatio, relativeLuminance } from './utils/contrast';
export { isExternalHref } from './utils/is-external-href';
export type { Responsive } from './utils/responsive';

// Providers
export * from './components/theme-provider';
export * from './components/link-provider';
export * from './components/ui-provider';

// Primitives and layout
export * from './components/visually-hidden';
export * from './components/icon';
export * from './components/button';
export * from './components/link';
export * from './components/container';
export * from './components/stack';
export * from './components/grid';
export * from './components/section';
export * from './components/section-heading';
export * from './components/skip-link';
export * from './components/theme-toggle';
export * from './components/country-select';

// Content
export * from './components/card';
export * from './components/service-card';
export * from './components/course-card';
export * from './components/portfolio-card';
export * from './components/review-card';
export * from './components/metric-card';
export * from './components/discount-card';
export * from './components/pathway-card';
export * from './components/badge';
export * from './components/tag';
export * from './components/stat';
export * from './components/rating';
export * from './components/progress-bar';
export * from './components/spinner';

// Forms
export * from './components/field';
