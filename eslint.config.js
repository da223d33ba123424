import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (docs/decisions/001-monorepo-layout.md): contracts and ui at the bottom, the
 * apps on top, never app to app; the site never imports Payload.
 */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './packages', from: './apps', message: 'Packages never import from the apps.' },
        { target: './packages/contracts', from: './packages/ui', message: 'contracts imports nothing of ui.' },
        { target: './apps/site', from: './apps/cms', message: 'The site never imports the CMS app.' },
        { target: './apps/cms', from: './apps/site', message: 'The CMS never imports the site app.' },
      ],
    },
  ],
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['**/shared/**', '../../../shared/*'], message: 'shared/ is not part of the repository.' }] },
  ],
};

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
      'apps/cms/src/app/(payload)/importMap.js',
      'apps/cms/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      ...boundaries,
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
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['payload', '@payloadcms/*'], message: 'The site talks to the server through /api only.' },
            { group: ['**/shared/**'], message: 'shared/ is not part of the repository.' },
          ],
        },
      ],
    },
  },
);
