import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  colorProperty,
  contrastRatio,
  fontSizes,
  semanticColors,
  space,
  type ColorMode,
  type SemanticColorName,
} from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const Swatches = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: theme.space[4],
}));

const Swatch = styled.li(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  fontSize: theme.fontSizes.sm,
  '& > div:first-of-type': { height: '3.5rem', borderBottom: `1px solid ${theme.colors.border}` },
  '& > div:last-of-type': { padding: theme.space[2], background: theme.colors.surface },
  '& code': { fontFamily: theme.fonts.mono },
}));

/**
 * `theme.colors` holds `var(--…)` references; the literal values for the contrast maths come from the
 * tokens, for the mode the toolbar selects. The swatch itself paints through the custom property.
 */
function ColorTokens({ mode }: { mode: ColorMode }) {
  const theme = useTheme();
  const names = Object.keys(semanticColors) as SemanticColorName[];
  return (
    <Swatches aria-label={`Semantic colours, ${mode} theme`}>
      {names.map((name) => {
        const value = semanticColors[name][mode];
        const bg = semanticColors.bg[mode];
        const onBg = value.startsWith('#') ? contrastRatio(value, bg).toFixed(2) : '–';
        return (
          <Swatch key={name}>
            <div style={{ background: theme.colors[name] }} />
            <div>
              <strong>{name}</strong>
              <br />
              <code>{colorProperty(name)}</code>
              <br />
              <code>{value}</code> · {onBg}:1 on bg
            </div>
          </Swatch>
        );
      })}
    </Swatches>
  );
}

function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {(Object.keys(fontSizes) as Array<keyof typeof fontSizes>).map((size) => (
        <p key={size} style={{ fontSize: fontSizes[size], margin: 0 }}>
          {size} · {fontSizes[size]} — Clinical research, made clear
        </p>
      ))}
    </div>
  );
}

function SpaceScale() {
  const theme = useTheme();
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {Object.entries(space).map(([key, value]) => (
        <div key={key} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
          <code style={{ width: '6rem' }}>
            {key} · {value}
          </code>
          <span style={{ width: value, height: '0.75rem', background: theme.colors.accent, borderRadius: 2 }} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component: 'Semantic colour tokens (switch the theme in the toolbar), the type scale and the space scale.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: (_args, { globals }) => <ColorTokens mode={globals.theme === 'dark' ? 'dark' : 'light'} />,
};
export const Typography: Story = {
  render: () => (
    <>
      <h1>Heading 1</h1>
      <h2>Heading 2</h2>
      <h3>Heading 3</h3>
      <p>
        Body text with a <a href="#typography">link</a>. Line height 1.6 keeps long methods sections readable.
      </p>
      <TypeScale />
    </>
  ),
};
export const Spacing: Story = { render: () => <SpaceScale /> };
