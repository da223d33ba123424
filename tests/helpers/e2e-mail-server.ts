// The e2e run's SMTP server (playwright.config.ts starts it before the site, on E2E_SMTP_PORT):
// tests/helpers/smtp.ts's test inbox receives and decodes each message, and every new one is
// appended to E2E_MAIL_FILE as one JSON line, which specs in any worker read (tests/e2e/mail-helpers.ts).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { E2E_MAIL_FILE, E2E_SMTP_PORT } from './e2e-env';
import { startTestInbox } from './smtp';

const inbox = await startTestInbox();
mkdirSync(path.dirname(E2E_MAIL_FILE), { recursive: true });
writeFileSync(E2E_MAIL_FILE, '');

// The inbox listens on a free port; the site's SMTP_URL names a fixed one, so forward it.
const target = new URL(inbox.url);
const relay = net.createServer((client) => {
  const upstream = net.connect(Number(target.port), target.hostname);
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
});
relay.listen(E2E_SMTP_PORT, '127.0.0.1');

let written = 0;
setInterval(() => {
  for (; written < inbox.messages.length; written += 1) {
    appendFileSync(E2E_MAIL_FILE, `${JSON.stringify(inbox.messages[written])}\n`);
  }
}, 25);

const stop = () => {
  relay.close();
  void inbox.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
