import styled from '@emotion/styled';
import type { Image } from '@manara/contracts';
import type { ComponentPropsWithRef } from 'react';

const Img = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  // The variants are 16:9; the box keeps that shape before the file arrives, whatever the width.
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: theme.colors.accentSubtle,
  // The dark theme dims a photo a little, and shows a light illustration as its dark version
  // (inverted, with its hues turned back): neither glares on the night background.
  'html.dark &': { filter: 'brightness(0.88)' },
  'html.dark &[data-dark="invert"]': { filter: 'invert(0.9) hue-rotate(180deg)' },
}));

export interface MediaImageProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height'
> {
  image: Image;
  /** How wide the image is shown, for the browser's choice among the variants (`sizes`). */
  sizes: string;
  /** `eager` for an image in the first screen (the course page's), `lazy` (the default) below it. */
  loading?: 'eager' | 'lazy';
}

/**
 * An image from the media library: its variants as `srcset`, its intrinsic size as width and
 * height (no layout shift), decoded off the main thread and, below the fold, loaded when near.
 */
export function MediaImage({ image, sizes, loading = 'lazy', ...props }: MediaImageProps) {
  return (
    <Img
      src={image.url}
      srcSet={image.srcset.map((source) => `${source.url} ${source.width}w`).join(', ')}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      data-dark={image.invertInDark ? 'invert' : undefined}
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      {...props}
    />
  );
}
