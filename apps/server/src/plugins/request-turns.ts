import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths';

/**
 * On the embedded database, each /api request waits for a turn of the event loop of its own,
 * first come first served, before its work starts.
 *
 * PGlite answers in the server's own thread, and its queries resolve in microtasks: without
 * turns, every request read from its socket in one pass of the loop runs to its answer before
 * the loop reads its sockets again, so requests are answered in waves, and one that arrives
 * early in a wave waits for that wave and the next — under load a p99 of about twice the median
 * (docs/ADMIN.md, the bench). With a turn each (one `setImmediate` callback per request, the
 * next one scheduled from the last, so the loop reads its sockets between them) requests are
 * answered in the order they came. Static files and /healthz need no database and no turn;
 * PostgreSQL answers through sockets, where the loop interleaves by itself.
 */
export function registerRequestTurns(app: FastifyInstance): void {
  const turns = new RequestTurns();
  // A callback hook, not an async one: static files and /healthz pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isApiPath(request.url)) turns.next().then(() => done(), done);
    else done();
  });
}

class RequestTurns {
  private readonly waiting: (() => void)[] = [];
  private turning = false;

  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (!this.turning) {
        this.turning = true;
        setImmediate(this.turn);
      }
    });
  }

  private readonly turn = (): void => {
    const next = this.waiting.shift();
    if (!next) {
      this.turning = false;
      return;
    }
    next();
    setImmediate(this.turn);
  };
}
