import styled from '@emotion/styled';
import { DARK_MODE_CLASS, ThemeProvider, type ColorMode } from '@manara/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

/** In the docs pages the story sits inside Storybook's own page, so it gets a themed frame instead of body styles. */
const DocsFrame = styled.div(({ theme }) => ({
  background: theme.colors.bg,
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  padding: theme.space[6],
  borderRadius: theme.radii.md,
}));

/**
 * The toolbar's mode is the `dark` class on the preview's <html>, as on the site: the design
 * system's custom properties follow it, so no story re-renders with another theme object.
 */
const withTheme: Decorator = (Story, context) => {
  // As index.html marks a page whose scripts run (apps/site/src/lib/scripts-run.ts).
  document.documentElement.setAttribute('data-scripts', '');
  const mode: ColorMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  const inDocs = context.viewMode === 'docs';
  document.documentElement.classList.toggle(DARK_MODE_CLASS, mode === 'dark');
  return (
    <ThemeProvider withGlobalStyles={!inDocs}>
      {inDocs ? (
        <DocsFrame data-theme={mode}>
          <Story />
        </DocsFrame>
      ) : (
        <Story />
      )}
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour mode of the design system',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Violations show as errors in the a11y panel; the Vitest suite fails on them (tests/stories).
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    options: {
      storySort: {
        order: ['Foundations', 'Layout', 'Actions', 'Content', 'Forms', 'Navigation', 'Feedback', 'Data', 'Site'],
      },
    },
  },
};

export default preview;
