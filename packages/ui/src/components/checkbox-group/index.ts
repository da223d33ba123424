export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
