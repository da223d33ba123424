/**
 * The raw palette. Components never read these directly: they use the semantic tokens in
 * `semantic-colors.ts`, which pick a palette value per theme and are contrast-tested.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
  },
  night: {
    700: '#263449',
    800: '#162238',
    850: '#111c2e',
    900: '#0b1220',
  },
  teal: {
    50: '#f0fdfa',
    100: '#ccfbf1',
    300: '#5eead4',
    400: '#2dd4bf',
    600: '#0d9488',
    700: '#0f766e',
    800: '#115e59',
    900: '#134e4a',
    950: '#042f2e',
  },
  blue: {
    50: '#eff6ff',
    300: '#93c5fd',
    400: '#60a5fa',
    600: '#2563eb',
    700: '#1d4ed8',
    950: '#10213f',
  },
  green: {
    50: '#f0fdf4',
    300: '#86efac',
    700: '#15803d',
    800: '#166534',
    950: '#0f2a1a',
  },
  amber: {
    50: '#fffbeb',
    300: '#fcd34d',
    400: '#fbbf24',
    700: '#b45309',
    800: '#92400e',
    950: '#2f2208',
  },
  red: {
    50: '#fef2f2',
    300: '#fca5a5',
    400: '#f87171',
    700: '#b91c1c',
    800: '#991b1b',
    950: '#3a1616',
  },
} as const;
