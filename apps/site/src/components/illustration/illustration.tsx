import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';
import analysis from './art/analysis.svg?no-inline';
import team from './art/team.svg?no-inline';

/**
 * The brand's illustrations: each an SVG file of its own, drawn with the theme's custom properties.
 * The page draws it through `<use>`, which keeps the page's colours (a `<use>` tree inherits custom
 * properties, an `<img>` does not), so one file is right in both themes; it is fetched once and
 * cached for a year, and costs the page's script a line.
 */
const ART = {
  /** A survival analysis with its results table and forest plot: the home hero. */
  analysis: { src: analysis, aspectRatio: '560 / 440' },
  /** Three researchers around one manuscript, on a timeline to submission: the home page's team. */
  team: { src: team, aspectRatio: '560 / 360' },
} as const;

export type IllustrationName = keyof typeof ART;

const Art = styled.svg({ display: 'block', width: '100%', height: 'auto' });

/** A decorative illustration: hidden from assistive technology, its box sized before it loads. */
export function Illustration({ name, ...props }: { name: IllustrationName } & ComponentPropsWithoutRef<'svg'>) {
  const { src, aspectRatio } = ART[name];
  return (
    <Art aria-hidden="true" focusable="false" style={{ aspectRatio }} data-illustration={name} {...props}>
      <use href={`${src}#art`} />
    </Art>
  );
}
