import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (contracts, ui and site logic in jsdom), `stories` (every Storybook story
 * rendered with an axe check) and `api` (the /api contract against Payload on a temporary SQLite file).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // jsdom + axe on a shared 2-core machine: the first render of a file can pass 5 s.
          testTimeout: 30_000,
          include: ['packages/**/*.test.{ts,tsx}', 'apps/site/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        plugins: [react({ jsxImportSource: '@emotion/react' })],
        test: {
          name: 'stories',
          environment: 'jsdom',
          testTimeout: 30_000,
          include: ['tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
        },
      },
    ],
  },
});
