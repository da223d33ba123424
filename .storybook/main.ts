import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/**
 * Storybook for the design system (stories/), the site's business components and its features'
 * presentational parts, whose stories sit beside them in apps/site/src: designers review every
 * component here, in both themes.
 */
const config: StorybookConfig = {
  stories: [
    '../stories/**/*.stories.@(ts|tsx)',
    '../apps/site/src/components/**/*.stories.@(ts|tsx)',
    '../apps/site/src/features/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // The site's components import `@/…` (apps/site/tsconfig.json).
      resolve: { tsconfigPaths: true },
      // Without this the dev server can serve React as ESM without a default export (stack.md).
      optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
    });
  },
};

export default config;
