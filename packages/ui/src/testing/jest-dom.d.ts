// Brings jest-dom's matcher types (toBeInTheDocument…) into this package's type check;
// tests/helpers/setup-dom.ts registers the matchers at run time.
import '@testing-library/jest-dom/vitest';
