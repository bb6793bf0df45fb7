import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestTurns } from './request-turns';

/** A route whose work resolves in microtasks only, as a query on the embedded database does. */
function appWithWork(turns: boolean) {
  const app = Fastify();
  if (turns) registerRequestTurns(app);
  const log: string[] = [];
  const work = async (id: string) => {
    log.push(`start ${id}`);
    for (let step = 0; step < 50; step += 1) await Promise.resolve();
    log.push(`end ${id}`);
    return { id };
  };
  app.get<{ Params: { id: string } }>('/api/work/:id', (request) => work(request.params.id));
  app.get<{ Params: { id: string } }>('/work/:id', (request) => work(request.params.id));
  return { app, log };
}

const together = (app: ReturnType<typeof Fastify>, prefix: string) =>
  Promise.all(['a', 'b', 'c'].map((id) => app.inject({ url: `${prefix}/work/${id}` })));

describe('request turns on the embedded database', () => {
  it('runs each /api request to its answer in a turn of its own, in the order they came', async () => {
    const { app, log } = appWithWork(true);
    const answers = await together(app, '/api');
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('interleaves without them, and leaves what is not /api alone', async () => {
    const without = appWithWork(false);
    await together(without.app, '/api');
    expect(without.log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
    const withTurns = appWithWork(true);
    await together(withTurns.app, '');
    expect(withTurns.log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });
});
