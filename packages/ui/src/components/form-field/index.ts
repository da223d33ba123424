export {
  nativeControlProps,
  useBoundField,
  useFormField,
  type FormFieldKey,
  type FormFieldProps,
  type NativeControlOwnProps,
} from './form-field';
