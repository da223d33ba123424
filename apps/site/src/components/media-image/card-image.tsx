import styled from '@emotion/styled';
import type { Image } from '@manara/contracts';
import { CoverArt } from '../illustration';
import { MediaImage } from './media-image';

/** Edge to edge at the top of a card: the card's padding is taken back and its corners followed. */
const Bleed = styled.div(({ theme }) => ({
  margin: `calc(-1 * ${theme.space[6]}) calc(-1 * ${theme.space[6]}) 0`,
  borderStartStartRadius: theme.radii.lg,
  borderStartEndRadius: theme.radii.lg,
  overflow: 'hidden',
}));

/**
 * A card's cover: the image an editor chose, else the cover drawn for its category (`seed`), in the
 * same 16:9 box, so the cards of a grid line up. Cards sit one to three in a row (one below 768 px),
 * so the browser picks the 400 or 800 px variant; they are below the page's hero, so they load lazily.
 */
export function CardCover({ image, seed }: { image: Image | undefined; seed: string }) {
  return (
    <Bleed>
      {image ? (
        <MediaImage image={image} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw" />
      ) : (
        <CoverArt seed={seed} />
      )}
    </Bleed>
  );
}
