import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_MAIL_FILE } from '../helpers/e2e-env';
import type { ReceivedMail } from '../helpers/smtp';

/** Every message the run's SMTP server received so far (tests/helpers/e2e-mail-server.ts). */
export function receivedMails(): ReceivedMail[] {
  if (!existsSync(E2E_MAIL_FILE)) return [];
  return readFileSync(E2E_MAIL_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/** Waits for the message to `address` whose subject is `subject` (mail leaves after the answer). */
export async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  const find = () => receivedMails().find((m) => m.to.includes(address.toLowerCase()) && m.subject === subject);
  await expect.poll(() => find()?.subject, { timeout: 15_000, message: `"${subject}" to ${address}` }).toBe(subject);
  return find()!;
}

/** The messages to `address`, after giving any late one time to arrive. */
export async function mailsTo(address: string, settleMs = 1_500): Promise<ReceivedMail[]> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return receivedMails().filter((m) => m.to.includes(address.toLowerCase()));
}
