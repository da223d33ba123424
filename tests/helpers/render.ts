/**
 * The design system's render and axe helpers, for the site's component tests (apps/site/src/components):
 * one implementation, kept beside the design system's own tests. The jest-dom import gives every
 * package that imports this file the matcher types (toBeInTheDocument…).
 */
import '@testing-library/jest-dom/vitest';

export { expectNoAxeViolations, renderWithTheme } from '../../packages/ui/src/testing/render';
