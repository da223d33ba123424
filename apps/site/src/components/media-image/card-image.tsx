import styled from '@emotion/styled';
import type { Image } from '@manara/contracts';
import { MediaImage } from './media-image';

/** Edge to edge at the top of a card: the card's padding is taken back and its corners followed. */
const Bleed = styled.div(({ theme }) => ({
  margin: `calc(-1 * ${theme.space[6]}) calc(-1 * ${theme.space[6]}) 0`,
  borderStartStartRadius: theme.radii.lg,
  borderStartEndRadius: theme.radii.lg,
  overflow: 'hidden',
}));

/**
 * A card's image. Cards sit one to three in a row (one below 768 px), so the browser picks the
 * 400 or 800 px variant; they are below the page's hero, so they load lazily.
 */
export function CardImage({ image }: { image: Image }) {
  return (
    <Bleed>
      <MediaImage image={image} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw" />
    </Bleed>
  );
}
