import type { Theme } from '@emotion/react';
import type { CSSObject } from '@emotion/styled';

/** A component's styles for each value of one of its attributes: `{ subtle: (theme) => ({…}) }`. */
export type Recipe<K extends string> = Record<K, (theme: Theme) => CSSObject>;

/**
 * The design system's one way to style a variant: each entry of `recipe` becomes the rule for
 * `&[data-<name>="<key>"]`. Components render the value as a data attribute (`data-variant`,
 * `data-size`), so the variant is visible in the DOM and a variant is declared in one table.
 */
export function attributeVariants<K extends string>(name: string, recipe: Recipe<K>, theme: Theme): CSSObject {
  const entries = Object.entries(recipe) as Array<[K, (t: Theme) => CSSObject]>;
  return Object.fromEntries(entries.map(([key, style]) => [`&[data-${name}="${key}"]`, style(theme)])) as CSSObject;
}
