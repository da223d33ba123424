export { HydratingContext } from './hydrating';
