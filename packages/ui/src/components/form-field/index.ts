export {
  nativeControlProps,
  useFormField,
  type FormFieldKey,
  type FormFieldProps,
  type NativeControlOwnProps,
} from './form-field';
