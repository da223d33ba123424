export { StepNumber, type StepNumberProps } from './step-number';
