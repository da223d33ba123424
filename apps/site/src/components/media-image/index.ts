export { CardCover } from './card-image';
export { MediaImage, type MediaImageProps } from './media-image';
