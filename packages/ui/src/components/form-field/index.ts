export { useFormField, type FormFieldKey, type FormFieldProps } from './form-field';
