import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived at the test's SMTP server, with its plain-text part decoded. */
export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestInbox {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived (in total), or fails after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Waits `ms` and returns the messages, to show that nothing (more) arrived. */
  settle: (ms?: number) => Promise<ReceivedMail[]>;
  clear: () => void;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain and text/html parts of a MIME entity, multipart or not. */
function parts(raw: string): { text: string; html: string } {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const found = { text: '', html: '' };
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = parts(part.replace(/^\r?\n/, ''));
      found.text ||= inner.text;
      found.html ||= inner.html;
    }
    return found;
  }
  const decoded = decodeBody(headers, body);
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
}

/**
 * A real SMTP server on a free local port for one test file: nodemailer (lib/email.ts) talks to it
 * exactly as to a production server, and the test reads what arrived. Recipients matching
 * `refuse` are rejected at RCPT TO, as a mailbox that does not exist would be; `delayMs` holds each
 * message that long before accepting it.
 */
export async function startTestInbox({
  refuse,
  delayMs = 0,
}: {
  refuse?: RegExp;
  /** How long the server takes to accept each message, as a slow production server would. */
  delayMs?: number;
} = {}): Promise<TestInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse?.test(address.address)) return callback(new Error('550 No such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = splitEntity(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          headers,
          subject: headers.subject ?? '',
          ...parts(raw),
        });
        if (delayMs > 0) setTimeout(callback, delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor = async (count: number, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (messages.length < count) {
      if (Date.now() > until) throw new Error(`Expected ${count} e-mails, ${messages.length} arrived`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return messages;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    settle: async (ms = 500) => {
      await new Promise((r) => setTimeout(r, ms));
      return messages;
    },
    clear: () => {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The links of a message's text part that start with `prefix`. */
export function linksIn(mail: ReceivedMail, prefix: string): string[] {
  return [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).filter((url) => url.startsWith(prefix));
}
