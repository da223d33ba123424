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
  /** The hero image an editor chose in /cms. */
  image?: Image;
  /** The page's own illustration, shown when no image is chosen. */
  art?: ReactNode;
  children: ReactNode;
}

/**
 * A hero's text with its image (or, without one, the page's illustration) beside it from 1024 px
 * and under it on phones; an image loads at once since it is in the first screen. With neither,
 * the text stands alone.
 */
export function HeroMedia({ image, art, children }: HeroMediaProps) {
  const visual = image ? <MediaImage image={image} sizes="(min-width: 1024px) 40vw, 100vw" loading="eager" /> : art;
  if (!visual) return <>{children}</>;
  return (
    <Beside>
      <div>{children}</div>
      {visual}
    </Beside>
  );
}
