import styled from '@emotion/styled';
import type { Image } from '@manara/contracts';
import type { ReactNode } from 'react';
import { MediaImage } from '../media-image';

const Beside = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[10],
  alignItems: 'center',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  '& img': { borderRadius: theme.radii.xl },
}));

interface HeroMediaProps {
  /** The hero image an editor chose in /cms; without one the hero keeps its text-only layout. */
  image?: Image;
  children: ReactNode;
}

/**
 * A hero's text with its image beside it from 1024 px (under it on phones), loaded at once since it
 * is in the first screen. Without an image the text stands alone, as it always has.
 */
export function HeroMedia({ image, children }: HeroMediaProps) {
  if (!image) return <>{children}</>;
  return (
    <Beside>
      <div>{children}</div>
      <MediaImage image={image} sizes="(min-width: 1024px) 40vw, 100vw" loading="eager" />
    </Beside>
  );
}
