import type { Payload } from 'payload';
import { mailFrom } from './env';
import { cached } from './public-cache';

/**
 * The team's address: site settings' support e-mail, or the sender address when it cannot be read.
 * Every lead and order message asks for it, so it is kept with the public answers (the address is
 * shown on the site) and dropped with them when the settings change, on every server.
 */
export async function teamAddress(payload: Payload): Promise<string> {
  try {
    const answer = await cached('team-address', 'site-settings', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { supportEmail: true } });
      return { supportEmail: settings.supportEmail ?? null };
    });
    const { supportEmail } = JSON.parse(answer?.body ?? '{}') as { supportEmail?: string | null };
    if (supportEmail) return supportEmail;
  } catch (err) {
    payload.logger.warn({ err }, 'Site settings could not be read; mail to the team goes to MAIL_FROM');
  }
  return mailFrom().address;
}
