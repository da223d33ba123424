import { resolveColors, semanticColors, type ColorMode, type SemanticColorName } from './semantic-colors';
import { resolveShadows, shadows, type ShadowName } from './shadows';

/**
 * Themes as CSS custom properties: styles read `var(--color-…)`, and one stylesheet holds the light
 * values on `:root` and the dark ones on `:root.dark`. The class on <html> is then the only switch:
 * the server's HTML is right for a dark reader before any script runs, and a toggle re-renders nothing.
 */

/** The class on <html> that selects the dark values (index.html's theme script sets it before paint). */
export const DARK_MODE_CLASS = 'dark';

/** A reference to a custom property: usable in any CSS value, but not as a colour in JS maths. */
export type CssVar = `var(--${string})`;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const colorProperty = (name: SemanticColorName) => `--color-${kebab(name)}`;
export const shadowProperty = (name: ShadowName) => `--shadow-${name}`;

const colorNames = Object.keys(semanticColors) as SemanticColorName[];
const shadowNames = Object.keys(shadows) as ShadowName[];

function references<Name extends string>(names: Name[], property: (name: Name) => string): Record<Name, CssVar> {
  return Object.fromEntries(names.map((name) => [name, `var(${property(name)})`])) as Record<Name, CssVar>;
}

/** What `theme.colors` and `theme.shadows` hold: the same references in both modes. */
export const colorVars = references(colorNames, colorProperty);
export const shadowVars = references(shadowNames, shadowProperty);

function declarations(mode: ColorMode): string {
  const colors = resolveColors(mode);
  const shadowValues = resolveShadows(mode);
  return [
    // Native controls, scrollbars and the canvas follow the same switch.
    `color-scheme: ${mode};`,
    ...colorNames.map((name) => `${colorProperty(name)}: ${colors[name]};`),
    ...shadowNames.map((name) => `${shadowProperty(name)}: ${shadowValues[name]};`),
  ]
    .map((line) => `  ${line}`)
    .join('\n');
}

/**
 * Every semantic colour and shadow for both modes, as plain CSS. ThemeProvider injects it; a server
 * that renders the HTML can inline it in <head> so the first paint needs no script.
 */
export const themeCss = `:root {\n${declarations('light')}\n}\n:root.${DARK_MODE_CLASS} {\n${declarations('dark')}\n}\n`;
