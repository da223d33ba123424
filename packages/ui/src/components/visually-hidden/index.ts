export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden';
