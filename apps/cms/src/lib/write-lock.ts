/**
 * A first-come, first-served lock for the writers of one process. Waiting happens on the event loop,
 * so the request holding the lock keeps running; a waiter gives up after `timeoutMs` with the error
 * `onTimeout` builds, as SQLite's own busy timeout would.
 */
export class WriteLock {
  #held = false;
  readonly #waiters: (() => void)[] = [];

  constructor(private readonly onTimeout: () => Error) {}

  async acquire(timeoutMs: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(grant), 1);
        reject(this.onTimeout());
      }, timeoutMs);
      this.#waiters.push(grant);
    });
  }

  /** Hands the lock to the next waiter, or frees it. */
  release(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}
