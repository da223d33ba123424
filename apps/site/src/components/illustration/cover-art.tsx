import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import covers from './art/covers.svg?no-inline';

/** The motifs of the covers sprite (art/covers.svg), each a figure of clinical research. */
const MOTIFS = ['kaplan-meier', 'forest', 'scatter', 'consort', 'timeline', 'bars'] as const;

/** The tones of a cover, as theme colours: its ground, its ink and its highlight (teal, blue, amber). */
const TONES = [
  ['accentSubtle', 'accent', 'star'],
  ['infoSubtle', 'info', 'star'],
  ['warningSubtle', 'warning', 'accent'],
] as const;

/** FNV-1a: a small, stable hash, so the same text always gets the same cover. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/**
 * The cover a text (a category, a domain) always gets: a motif and a tone, each from its own bits
 * of the hash (bits chosen so the seeded categories and domains spread over the motifs and tones).
 */
export function coverFor(text: string) {
  const hash = hashOf(text.trim().toLowerCase());
  return { motif: MOTIFS[(hash >>> 9) % MOTIFS.length]!, tone: TONES[(hash >>> 19) % TONES.length]! };
}

const Cover = styled.svg(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  // What the sprite reads besides its tone (its own custom properties), from the theme.
  '--art-line': theme.colors.textMuted,
  '--art-surface': theme.colors.surface,
}));

/**
 * The cover of a card without an image: a figure of clinical research (a survival curve, a forest
 * plot…) in one of three tones, both chosen from `seed` (the category), so a category always looks
 * the same. The same 16:9 box as an uploaded image; decorative. Its colours are the theme's custom
 * properties, so it is right in both themes.
 */
export function CoverArt({ seed }: { seed: string }) {
  const { colors } = useTheme();
  const { motif, tone } = coverFor(seed);
  const [ground, ink, highlight] = tone;
  const style = {
    '--art-bg': colors[ground],
    '--art-ink': colors[ink],
    '--art-hi': colors[highlight],
  } as CSSProperties;
  return (
    <Cover aria-hidden="true" focusable="false" data-motif={motif} style={style}>
      <use href={`${covers}#${motif}`} />
    </Cover>
  );
}
