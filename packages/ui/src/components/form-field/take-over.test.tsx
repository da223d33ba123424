import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox';
import { CheckboxGroup } from '../checkbox-group';
import { EarlyInputContext, type EarlyInput } from '../early-input';
import { NumberField } from '../number-field';
import { Select } from '../select';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { ThemeProvider } from '../theme-provider';
import { renderWithTheme } from '../../testing/render';

interface Values {
  email: string;
  message: string;
  country: string;
  rating: number | '';
  consent: boolean;
  deliverables: string[];
}

const empty: Values = { email: '', message: '', country: 'US', rating: 5, consent: false, deliverables: [] };

type FormApi = Pick<UseFormReturn<Values>, 'getValues' | 'trigger' | 'formState'>;

/** The form, read from outside once it has mounted. */
let form: FormApi;
const expose = (api: FormApi) => {
  form = api;
};

function Form() {
  const { control, getValues, trigger, formState } = useForm<Values>({ defaultValues: empty });
  useEffect(() => expose({ getValues, trigger, formState }));
  return (
    <form aria-label="Form">
      <TextField control={control} name="email" label="Email" type="email" />
      <TextArea control={control} name="message" label="Message" />
      <Select control={control} name="country" label="Country" options={['US', 'SA', 'EG']} />
      <NumberField control={control} name="rating" label="Rating" />
      <Checkbox control={control} name="consent" label="I agree" />
      <CheckboxGroup
        control={control}
        name="deliverables"
        label="Deliverables"
        options={['Report', 'Code', 'Slides']}
      />
    </form>
  );
}

const page = (
  <ThemeProvider>
    <Form />
  </ThemeProvider>
);

/** What a visitor does to the server's HTML before any script has run: the DOM changes, nothing else. */
function typeBeforeScripts(container: HTMLElement) {
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  field<HTMLInputElement>('input[name="email"]').value = 'early@clinic.test';
  field<HTMLTextAreaElement>('textarea[name="message"]').value = 'Typed before the scripts';
  field<HTMLSelectElement>('select[name="country"]').value = 'EG';
  field<HTMLInputElement>('input[name="rating"]').value = '4.5';
  field<HTMLInputElement>('input[name="consent"]').checked = true;
  field<HTMLInputElement>('input[name="deliverables"][value="Code"]').checked = true;
  const message = field<HTMLTextAreaElement>('textarea[name="message"]');
  message.focus();
  message.setSelectionRange(6, 6);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fields taking over what was typed before the scripts ran', () => {
  it('keep the value, the focus and the caret through hydration, and the form has them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    typeBeforeScripts(container);
    const message = container.querySelector('textarea') as HTMLTextAreaElement;

    await act(async () => void hydrateRoot(container, page));
    expect(form.getValues()).toEqual({
      email: 'early@clinic.test',
      message: 'Typed before the scripts',
      country: 'EG',
      rating: 4.5,
      consent: true,
      deliverables: ['Code'],
    });
    // The same element, still focused, the caret where it was.
    expect(container.querySelector('textarea')).toBe(message);
    expect(document.activeElement).toBe(message);
    expect(message.selectionStart).toBe(6);
    // A later render of the fields (leaving one re-renders it) writes the form's value, now the visitor's.
    fireEvent.blur(message);
    await act(async () => void (await form.trigger()));
    expect(message.value).toBe('Typed before the scripts');
    expect((container.querySelector('select') as HTMLSelectElement).value).toBe('EG');
  });

  it('take over the replaced HTML’s values, focus and caret in a form rendered in its place', async () => {
    const kept = document.createElement('div');
    kept.innerHTML = renderToString(page);
    document.body.append(kept);
    typeBeforeScripts(kept);
    const input: EarlyInput = {
      elements: (name) => Array.from(kept.querySelectorAll(`[name="${name}"]`)),
      focus: { name: 'message', value: '', selectionStart: 5, selectionEnd: 5, selectionDirection: 'none' },
    };
    kept.remove();

    renderWithTheme(
      <EarlyInputContext.Provider value={input}>
        <Form />
      </EarlyInputContext.Provider>,
    );
    expect(form.getValues()).toMatchObject({ email: 'early@clinic.test', country: 'EG', deliverables: ['Code'] });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue('Typed before the scripts');
    expect(message).toHaveFocus();
    await userEvent.keyboard('!');
    expect(message).toHaveValue('Typed! before the scripts');
    expect(screen.getByRole('checkbox', { name: 'Code' })).toBeChecked();
  });

  it('leave a form rendered by the browser alone', () => {
    renderWithTheme(<Form />);
    expect(form.getValues()).toEqual(empty);
    expect(form.formState.isDirty).toBe(false);
  });
});
