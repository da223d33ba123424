import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';

export interface FormHarnessProps<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** Field errors to show, as the schema would report them after a submit. */
  errors?: Partial<Record<Path<T>, string>>;
  children: ReactNode;
}

/** A react-hook-form context for field stories; the fields read it through FormProvider. */
export function FormHarness<T extends FieldValues>({ defaultValues, errors, children }: FormHarnessProps<T>) {
  const form = useForm<T>({ defaultValues });
  const { setError } = form;
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {})) {
      if (typeof message === 'string') setError(name as Path<T>, { message });
    }
  }, [errors, setError]);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        style={{ maxWidth: '30rem', display: 'grid', gap: '1.25rem' }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * A field story's render: the field, with the story's args, in a FormHarness holding
 * `defaultValues` (and `errors`, as the schema would report them after a submit).
 */
export function inHarness<P extends object>(
  Field: ComponentType<P>,
  defaultValues: FieldValues,
  errors?: Record<string, string>,
) {
  return (args: P) => (
    <FormHarness defaultValues={defaultValues} errors={errors}>
      {createElement(Field, args)}
    </FormHarness>
  );
}
