import { apiRoutes, SUCCESS_TOASTS, type ApiFetch } from '@manara/contracts';
import { Button, TextField } from '@manara/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../../tests/helpers/render';
import { setApiFetch } from '@/lib/api-client';
import { HoneypotField } from '@/lib/leads';
import { useLeadForm } from './use-lead-form';

const onSent = vi.fn();

function TestForm({ sent }: { sent?: () => void }) {
  const { control, isSubmitting, honeypot, onSubmit } = useLeadForm({
    pickSchema: (schemas) => schemas.contactLeadSchema,
    defaultValues: { name: '', email: '', message: '' },
    href: apiRoutes.contact.href(),
    minimumMs: 0,
    fields: ['name', 'email', 'message'],
    success: SUCCESS_TOASTS.messageSent,
    ...(sent ? { onSent: sent } : {}),
  });
  return (
    <form noValidate aria-label="Test" onSubmit={onSubmit}>
      <HoneypotField inputRef={honeypot.inputRef} />
      <TextField control={control} name="name" label="Name" />
      <TextField control={control} name="email" label="Email" />
      <TextField control={control} name="message" label="Message" />
      <Button type="submit" loading={isSubmitting}>
        Send
      </Button>
    </form>
  );
}

function answer(status: number, body: object): ReturnType<typeof vi.fn<ApiFetch>> {
  const fetch = vi.fn<ApiFetch>(async () => new Response(JSON.stringify(body), { status }));
  setApiFetch(fetch);
  return fetch;
}

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Lina');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'lina@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'A cohort study on diabetes outcomes.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

afterEach(() => {
  setApiFetch((url, init) => fetch(url, init));
  onSent.mockReset();
});

describe('useLeadForm', () => {
  it('posts the values with the page and the empty honeypot, then empties the form', async () => {
    const fetch = answer(201, { ok: true });
    renderWithTheme(<TestForm />);
    await fill();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain(apiRoutes.contact.href());
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lina',
      email: 'lina@example.com',
      message: 'A cohort study on diabetes outcomes.',
      sourcePage: '/',
      website: '',
    });
  });

  it('hands a sent form to onSent instead of emptying it', async () => {
    answer(201, { ok: true });
    renderWithTheme(<TestForm sent={onSent} />);
    await fill();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lina');
  });

  it("shows a 400's message under the field it names and keeps what was typed", async () => {
    answer(400, { error: 'Please check the form', fields: { email: 'That address is not allowed' } });
    renderWithTheme(<TestForm sent={onSent} />);
    await fill();
    expect(await screen.findByText('That address is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lina@example.com');
    expect(onSent).not.toHaveBeenCalled();
  });
});
