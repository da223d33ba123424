import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

/**
 * Every story of the design system (`stories/*.stories.tsx`), of the site's components
 * (`apps/site/src/components/<name>/<name>.stories.tsx`) and of its features' presentational parts
 * (`apps/site/src/features/**`), the same files Storybook collects, rendered through the real preview (ThemeProvider
 * decorator included) and checked with axe. Colour contrast cannot be computed in jsdom: the
 * token contrast test and the browser tests cover it.
 */
setProjectAnnotations([preview]);

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>(
  [
    '../../stories/*.stories.tsx',
    '../../apps/site/src/components/**/*.stories.tsx',
    '../../apps/site/src/features/**/*.stories.tsx',
  ],
  { eager: true },
);

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: {
      'color-contrast': { enabled: false },
      // A story renders a fragment of a page, outside the page's landmarks.
      region: { enabled: false },
    },
  });
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('stories', () => {
  it('are found', () => {
    const paths = Object.keys(modules);
    expect(paths.length).toBeGreaterThan(30);
    // The site's business components are collected too.
    expect(paths.some((path) => path.includes('/apps/site/src/components/pricing-table/'))).toBe(true);
  });
});

for (const [path, module] of Object.entries(modules)) {
  const file = path.replace(/^\.\.\/\.\.\/(stories\/)?/, '');
  // composeStories loses the per-story types through the glob; each entry is a renderable story.
  const stories = Object.entries(composeStories(module)) as Array<[string, ComponentType]>;

  describe(file, () => {
    it.each(stories)('%s renders without axe violations', async (_name, Story) => {
      const { container } = render(<Story />);
      // Let effects that run after mount (form errors, toasts) settle before auditing.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // Dialogs render into a portal on body; everything else into the container.
      const portal = document.body.querySelector('[aria-modal="true"]');
      expect(container.innerHTML !== '' || portal !== null).toBe(true);
      expect(await axeViolations()).toEqual([]);
    });
  });
}
