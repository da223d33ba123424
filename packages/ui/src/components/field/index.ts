export { Field, type FieldControlProps, type FieldProps } from './field';
export {
  controlStyles,
  FieldError,
  FieldHint,
  FieldLabel,
  StyledInput as Input,
  StyledSelect as NativeSelect,
  StyledTextArea as Textarea,
} from './field.styles';
