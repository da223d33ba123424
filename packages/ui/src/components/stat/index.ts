export { Stat, StatGroup, type StatProps } from './stat';
