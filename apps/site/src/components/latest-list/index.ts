export { LatestList } from './latest-list';
