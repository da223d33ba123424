export { Select, toSelectOptions, type SelectOption, type SelectOptions, type SelectProps } from './select';
