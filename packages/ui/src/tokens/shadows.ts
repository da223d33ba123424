import type { ColorMode } from './semantic-colors';

/** Dark surfaces need deeper, more opaque shadows to read as raised at all. */
export const shadows = {
  sm: { light: '0 1px 2px rgba(15, 23, 42, 0.06)', dark: '0 1px 2px rgba(0, 0, 0, 0.5)' },
  md: {
    light: '0 4px 12px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
    dark: '0 4px 12px rgba(0, 0, 0, 0.5), 0 1px 3px rgba(0, 0, 0, 0.4)',
  },
  lg: {
    light: '0 16px 40px rgba(15, 23, 42, 0.14), 0 4px 12px rgba(15, 23, 42, 0.08)',
    dark: '0 16px 40px rgba(0, 0, 0, 0.65), 0 4px 12px rgba(0, 0, 0, 0.5)',
  },
} as const;

export type ShadowName = keyof typeof shadows;

export function resolveShadows(mode: ColorMode): Record<ShadowName, string> {
  return { sm: shadows.sm[mode], md: shadows.md[mode], lg: shadows.lg[mode] };
}
