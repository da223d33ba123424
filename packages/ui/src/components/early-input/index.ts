export { EarlyInputContext, type EarlyInput, type FocusedControl } from './early-input';
