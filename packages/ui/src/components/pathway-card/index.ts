export { PathwayCard, type PathwayCardProps } from './pathway-card';
