export { Grid, type GridProps } from './grid';
