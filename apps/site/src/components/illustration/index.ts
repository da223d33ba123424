export { CoverArt, coverFor } from './cover-art';
export { Illustration, type IllustrationName } from './illustration';
