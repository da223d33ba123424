import type { RequestHandler } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Next, serving the Payload admin's pages and assets under /cms, started on the first request for
 * them (docs/decisions/011-cms-without-next-until-needed.md). Next and the copy of Payload bundled
 * into its server cost about 100 MB that a server nobody edits on never needs; the first admin page
 * waits for `prepare()` instead. Requests that arrive while it runs wait for the same start.
 */
export interface LazyNext {
  handler: RequestHandler;
  /** Whether Next has been asked to start (for tests and the shutdown). */
  started: () => boolean;
  close: () => Promise<void>;
}

export interface LazyNextOptions {
  dev: boolean;
  dir: string;
  port: number;
  /** Given to Next so that, in development, its hot reload shares the server's port. */
  httpServer?: Server;
  /** What starting means (tests stand in for Next); Next's own start by default. */
  start?: () => Promise<StartedNext>;
}

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface StartedNext {
  handle: Handle;
  close: () => Promise<void>;
}

export function lazyNext({ dev, dir, port, httpServer, start: startInstead }: LazyNextOptions): LazyNext {
  let starting: Promise<StartedNext> | undefined;

  const startNext = async (): Promise<StartedNext> => {
    // Imported here, not at the top: loading Next's server code is part of what is deferred.
    const { default: next } = await import('next');
    const app = next({ dev, dir, port, hostname: 'localhost', httpServer });
    await app.prepare();
    return { handle: app.getRequestHandler(), close: () => app.close() };
  };

  const handler: RequestHandler = (req, res, nextMiddleware) => {
    starting ??= (startInstead ?? startNext)().catch((err: unknown) => {
      // A failed start is tried again by the next request, not remembered for ever.
      starting = undefined;
      throw err;
    });
    starting.then(({ handle }) => handle(req, res)).catch(nextMiddleware);
  };

  return {
    handler,
    started: () => starting !== undefined,
    close: async () => {
      if (!starting) return;
      const started = await starting.catch(() => undefined);
      await started?.close().catch(() => undefined);
    },
  };
}
