import type { Payload } from 'payload';
import { mailFrom } from './env';

/** The team's address: site settings' support e-mail, or the sender address when it cannot be read. */
export async function teamAddress(payload: Payload): Promise<string> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 });
    if (settings.supportEmail) return settings.supportEmail;
  } catch (err) {
    payload.logger.warn({ err }, 'Site settings could not be read; mail to the team goes to MAIL_FROM');
  }
  return mailFrom().address;
}
