export { CardImage } from './card-image';
export { MediaImage, type MediaImageProps } from './media-image';
