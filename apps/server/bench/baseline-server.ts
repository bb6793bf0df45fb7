/**
 * The bench's baseline: bare Fastify answering `GET /` with {ok:true}, nothing else (no
 * plugins, hooks, schemas or logging), in a process of its own. Every row of the bench is a
 * ratio to what this process does on the same machine in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });

const close = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
