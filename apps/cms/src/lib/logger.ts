import { AsyncLocalStorage } from 'node:async_hooks';
import { format as formatText } from 'node:util';
import {
  destination,
  pino,
  stdSerializers,
  stdTimeFunctions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';
import { build as prettyStream } from 'pino-pretty';
import { env } from './env';

/**
 * The server's one logger (docs/decisions/027-structured-logs.md): pino, which Payload logs through
 * too (payload.config.ts passes it as `logger`). JSON lines in production, one readable line each in
 * development (LOG_FORMAT), at LOG_LEVEL. Every line written while a request is served carries that
 * request's id, whoever writes it (our handlers, Payload's operations and hooks), through the
 * request context below.
 *
 * Nothing personal goes in: handlers log routes and ids, never bodies, addresses, cookies or query
 * strings. The redaction and the error scrubbing below are the net under that rule, not the rule.
 */

/** What is known about the request being served, wherever in its async work a line is logged. */
export interface RequestContext {
  /** The request id: the trusted proxy's X-Request-Id, or one made here. */
  id: string;
}

/**
 * Fields that must never be written, wherever they appear in a logged object (one level deep for
 * pino's redaction; nested request and error objects are named explicitly).
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'authorization',
  '*.authorization',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'email',
  '*.email',
  'to',
  '*.to',
  'html',
  '*.html',
  'text',
  '*.text',
];

/**
 * Database drivers put a failed statement's parameters in the error (drizzle: `params:` in the
 * message, the stack and a `params` field): the values a user submitted, a password hash and a
 * reset token among them. The statement stays, so the failure can still be understood.
 */
const PARAMS_LINE = /\nparams: [^\n]*/g;
const scrubText = (text: string) => text.replace(PARAMS_LINE, '\nparams: [redacted]');

/** Serialises an error as pino does, without the statement parameters anywhere in it or its causes. */
function scrubbedError(err: unknown): unknown {
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrubText(value);
    if (!value || typeof value !== 'object' || depth > 4) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      copy[key] = key === 'params' ? '[redacted]' : scrub(inner, depth + 1);
    }
    return copy;
  };
  return scrub(stdSerializers.err(err as Error), 0);
}

/**
 * The arguments of a log call with their messages scrubbed too: Payload puts an error's message in
 * `msg`, and pino takes it as the line's message when none is given (`logger.error({ err })`).
 */
function scrubMessages([first, ...rest]: unknown[]): unknown[] {
  const texts = rest.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
  if (!first || typeof first !== 'object') return [typeof first === 'string' ? scrubText(first) : first, ...texts];
  const fields: Record<string, unknown> = first instanceof Error ? { err: first } : { ...first };
  if (typeof fields.msg === 'string') fields.msg = scrubText(fields.msg);
  if (texts.length === 0 && fields.msg === undefined && fields.err instanceof Error) {
    texts.push(scrubText(fields.err.message));
  }
  return [fields, ...texts];
}

interface Logging {
  logger: Logger;
  requestLines: Logger;
  context: AsyncLocalStorage<RequestContext>;
}

/** LOG_FORMAT, or its default: readable lines in development, JSON lines everywhere else. */
export function logFormat(): 'json' | 'pretty' {
  const { LOG_FORMAT, NODE_ENV } = env();
  return LOG_FORMAT ?? (NODE_ENV === 'development' ? 'pretty' : 'json');
}

function create(): Logging {
  const context = new AsyncLocalStorage<RequestContext>();
  const { LOG_LEVEL, NODE_ENV } = env();
  const format = logFormat();
  // Test runs print warnings and errors only unless LOG_LEVEL asks for more: every request has a line.
  const levelSet = Boolean(process.env.LOG_LEVEL?.trim());
  const options: LoggerOptions = {
    level: NODE_ENV === 'test' && !levelSet ? 'warn' : LOG_LEVEL,
    timestamp: stdTimeFunctions.isoTime,
    mixin: () => {
      const request = context.getStore();
      return request ? { reqId: request.id } : {};
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: scrubbedError, error: scrubbedError },
    hooks: {
      logMethod(args, method) {
        method.apply(this, scrubMessages(args) as Parameters<typeof method>);
      },
    },
    // Level names, not numbers: what log search tools filter on.
    ...(format === 'json' ? { formatters: { level: (label: string) => ({ level: label }) } } : {}),
  };
  const stream: DestinationStream =
    format === 'pretty'
      ? prettyStream({
          colorize: Boolean(process.stdout.isTTY),
          ignore: 'pid,hostname',
          translateTime: 'SYS:HH:MM:ss',
          singleLine: true,
          sync: true,
        })
      : // Written in the background; pino flushes what is left when the process exits.
        destination({ dest: 1, sync: false });
  const logger = pino(options, stream);
  // The request line is built field by field from what the server chose to write (no body, no
  // header, no URL): it skips the redaction pass, which doubled the cost of the busiest line.
  return { logger, requestLines: logger.child({}, { redact: [] }), context };
}

const KEY = Symbol.for('manara.logging');
// On globalThis: Next's bundle of the admin loads its own copy of this module, and its Payload must
// write to the same stream, with the same request ids.
const registry = globalThis as { [KEY]?: Logging };

function logging(): Logging {
  return (registry[KEY] ??= create());
}

/** The server's logger: Payload's too. */
export const logger: Logger = logging().logger;

/** The same logger for the one line per request (server/observe-requests.ts) and nothing else. */
export const requestLineLogger: Logger = logging().requestLines;

/** Runs `work` (and everything it starts) as part of serving the request described by `request`. */
export function runInRequest<T>(request: RequestContext, work: () => T): T {
  return logging().context.run(request, work);
}

/**
 * What libraries print with `console` (Next when it starts, for one) becomes log lines too, with the
 * request id when there is one, so a log of JSON lines stays one.
 */
export function sendConsoleToLogger(): void {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      logger[level](formatText(...args));
  console.debug = line('debug');
  console.log = line('info');
  console.info = line('info');
  console.warn = line('warn');
  console.error = line('error');
}
