export { FactGrid } from './fact-grid';
