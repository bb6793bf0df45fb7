import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape an HTTP reply: the mail outbox's drain after a request
 * stored a mail (its duration would tell whether an e-mail address exists). Only work that may
 * be lost in a crash belongs here; the mail itself is safe in the outbox. Failures are logged;
 * `idle()` lets shutdown and tests wait for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    // Started on the next turn of the event loop, after the reply has gone out: not even the
    // work's synchronous start (building a mail) may delay it.
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
