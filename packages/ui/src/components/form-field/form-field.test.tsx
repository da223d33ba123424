import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Checkbox } from '../checkbox';
import { CheckboxGroup } from '../checkbox-group';
import { NumberField } from '../number-field';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';

/**
 * Schemas of the shape the product's forms use (the design system knows no product schema): each
 * field's message must reach the field that caused it.
 */
const MESSAGES = {
  contactName: 'Enter your name',
  contactEmail: 'Valid email required',
  contactMessage: 'How can we help?',
  consentRequired: 'Consent is required',
  required: 'Required',
  deliverablesRequired: 'Select at least one deliverable',
  budgetRequired: 'Choose a budget',
} as const;
const DATA_TYPES = ['CSV', 'Excel', 'SPSS', 'Other'] as const;
const DELIVERABLES = ['Narrative report', 'Annotated code', 'Slide deck'] as const;
const filled = (message: string) => z.string().trim().min(1, { error: message });

const contactSchema = z.object({
  name: z.string().trim().min(2, { error: MESSAGES.contactName }),
  email: z.email({ error: MESSAGES.contactEmail }),
  message: z.string().trim().min(10, { error: MESSAGES.contactMessage }),
});
const newsletterSchema = z.object({
  email: z.email(),
  consent: z.literal(true, { error: MESSAGES.consentRequired }),
});
const stepSchema = z.object({
  dataType: z.enum(DATA_TYPES, { error: MESSAGES.required }),
  sampleSize: filled(MESSAGES.required),
  variables: filled(MESSAGES.required),
  deliverables: z
    .array(z.string(), { error: MESSAGES.deliverablesRequired })
    .min(1, { error: MESSAGES.deliverablesRequired }),
});

function ContactForm({ onValid }: { onValid: (v: z.output<typeof contactSchema>) => void }) {
  const form = useForm<z.input<typeof contactSchema>, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField control={form.control} name="name" label="Name" required />
      <TextField
        control={form.control}
        name="email"
        type="email"
        label="Email"
        hint="We reply within one business day."
      />
      <TextArea control={form.control} name="message" label="Message" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields with react-hook-form and zod', () => {
  it('show the schema messages under each field with aria-invalid and aria-describedby', async () => {
    const onValid = vi.fn();
    const { container } = renderWithTheme(<ContactForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(MESSAGES.contactName);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(`We reply within one business day. ${MESSAGES.contactEmail}`);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(MESSAGES.contactMessage);
    // react-hook-form focuses the first invalid field through our forwarded ref.
    expect(name).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.type(name, 'Dr. Hana');
    await userEvent.type(email, 'hana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'We need a power analysis.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Dr. Hana', email: 'hana@example.com', message: 'We need a power analysis.' },
      expect.anything(),
    );
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('checkbox reports the consent error', async () => {
    function Newsletter() {
      const form = useForm<z.input<typeof newsletterSchema>>({
        resolver: zodResolver(newsletterSchema),
        defaultValues: { email: 'a@b.co' },
      });
      return (
        <form onSubmit={form.handleSubmit(() => {})}>
          <Checkbox control={form.control} name="consent" label="Send me the newsletter" />
          <button type="submit">Subscribe</button>
        </form>
      );
    }
    renderWithTheme(<Newsletter />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(MESSAGES.consentRequired);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('radio, select, number and checkbox-group fields read the form through FormProvider', async () => {
    const schema = stepSchema.extend({
      budget: z.string().min(1, MESSAGES.budgetRequired),
      year: z.number({ error: 'Year must be a number' }),
    });
    const onValid = vi.fn();
    function Step() {
      const form = useForm<z.input<typeof schema>>({
        resolver: zodResolver(schema),
        defaultValues: { sampleSize: '', variables: '', deliverables: [], budget: '' },
      });
      return (
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit(onValid)}>
            <RadioGroup name="dataType" label="Data type" options={DATA_TYPES} orientation="horizontal" />
            <TextField name="sampleSize" label="Sample size" />
            <TextField name="variables" label="Variables" />
            <CheckboxGroup name="deliverables" label="Deliverables" options={DELIVERABLES} />
            <Select name="budget" label="Budget" placeholder="Choose a budget" options={['Under 500', '500-2,000']} />
            <NumberField name="year" label="Year" />
            <button type="submit">Next</button>
          </form>
        </FormProvider>
      );
    }
    const { container } = renderWithTheme(<Step />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const radios = screen.getByRole('radiogroup', { name: 'Data type' });
    expect(radios).toHaveAttribute('aria-invalid', 'true');
    expect(radios).toHaveAccessibleDescription(MESSAGES.required);
    expect(screen.getByRole('group', { name: 'Deliverables' })).toHaveAccessibleDescription(
      MESSAGES.deliverablesRequired,
    );
    expect(screen.getByRole('combobox', { name: 'Budget' })).toHaveAccessibleDescription(MESSAGES.budgetRequired);
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('radio', { name: 'SPSS' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sample size' }), '420');
    await userEvent.type(screen.getByRole('textbox', { name: 'Variables' }), 'age, sex');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Slide deck' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Annotated code' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'Under 500');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Year' }), '2024');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onValid).toHaveBeenCalledWith(
      {
        dataType: 'SPSS',
        sampleSize: '420',
        variables: 'age, sex',
        deliverables: ['Slide deck', 'Annotated code'],
        budget: 'Under 500',
        year: 2024,
      },
      expect.anything(),
    );
  });
});
