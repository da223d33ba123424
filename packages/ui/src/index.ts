// Tokens and theme
export * from './tokens';
export { manaraTheme, type ManaraTheme } from './theme';
export { contrastRatio, relativeLuminance } from './utils/contrast';
export { isExternalHref } from './utils/is-external-href';
export { cluster, spreadRow } from './utils/wrapping-row';
export { attributeVariants, type Recipe } from './utils/recipe';
export { floatingSurface, surface } from './utils/surface';
export { unstyledList } from './utils/unstyled-list';
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
export * from './components/lead';
export * from './components/skip-link';
export * from './components/theme-toggle';

// Content
export * from './components/card';
export * from './components/service-card';
export * from './components/metric-card';
export * from './components/discount-card';
export * from './components/pathway-card';
export * from './components/step-number';
export * from './components/badge';
export * from './components/callout';
export * from './components/tag';
export * from './components/stat';
export * from './components/rating';
export * from './components/progress-bar';
export * from './components/spinner';

// Forms
export * from './components/field';
export * from './components/form-field';
export * from './components/early-input';
export * from './components/text-field';
export * from './components/text-area';
export * from './components/select';
export * from './components/number-field';
export * from './components/checkbox';
export * from './components/radio-group';
export * from './components/checkbox-group';
export * from './components/segmented-control';
export * from './components/wizard';

// Disclosure and navigation
export * from './components/tabs';
export * from './components/accordion';
export * from './components/breadcrumb';
export * from './components/pagination';

// Data and feedback
export * from './components/table';
export * from './components/toast';
export * from './components/dialog';
export * from './components/empty-state';
export * from './components/skeleton';
export * from './components/reveal';
export * from './components/copy-button';
