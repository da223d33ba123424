import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint-rules/feature-boundaries.js';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (docs/decisions/001-monorepo-layout.md): contracts and ui at the bottom, the
 * apps on top, never app to app; the site never imports Payload. Written with ESLint's own
 * `no-restricted-imports`, one block per layer (a later block replaces an earlier one's list, so
 * each repeats the rule that shared/ is never imported).
 */
const notShared = { group: ['**/shared/**'], message: 'shared/ is not part of the repository.' };
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, notShared] }] },
});
const boundaries = [
  restrict(['**/*.{ts,tsx,js,mjs}'], []),
  restrict(
    ['packages/**/*.{ts,tsx}'],
    [{ group: ['**/apps/**', '@manara/site', '@manara/cms'], message: 'Packages never import from the apps.' }],
  ),
  restrict(
    ['packages/ui/**/*.{ts,tsx}'],
    [
      { group: ['**/apps/**', '@manara/site', '@manara/cms'], message: 'Packages never import from the apps.' },
      {
        group: ['@manara/contracts', '**/packages/contracts/**'],
        message: 'The design system holds no business code: business components live in apps/site/src/components.',
      },
    ],
  ),
  restrict(
    ['packages/contracts/**/*.ts'],
    [
      { group: ['**/apps/**', '@manara/site', '@manara/cms'], message: 'Packages never import from the apps.' },
      { group: ['@manara/ui', '**/packages/ui/**', 'react', 'payload'], message: 'contracts imports no UI or CMS.' },
    ],
  ),
  restrict(
    ['apps/site/**/*.{ts,tsx}'],
    [
      // Payload's browser-side live preview helper is the one exception: it only listens to /cms's messages.
      {
        group: ['payload', '@payloadcms/*', '!@payloadcms/live-preview-react'],
        message: 'The site talks to the server through /api only.',
      },
      { group: ['**/apps/cms/**', '@manara/cms', '**/cms/src/**'], message: 'The site never imports the CMS app.' },
    ],
  ),
  restrict(
    ['apps/cms/**/*.{ts,tsx}'],
    [{ group: ['**/apps/site/**', '@manara/site', '**/site/src/**'], message: 'The CMS never imports the site app.' }],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'apps/cms/src/payload-types.ts',
      'apps/cms/src/migrations/**',
      'apps/cms/src/migrations-postgres/**',
      'apps/cms/src/app/(payload)/importMap.js',
      'apps/cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundaries,
  {
    // Imports inside the site flow from the shared layers to features to the app (decision 037).
    files: ['apps/site/src/{features,lib,components,config}/**/*.{ts,tsx}'],
    plugins: { manara: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'manara/feature-boundaries': 'error' },
  },
);
