import { healthSchema } from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import type { AppContext, ZodApp } from '../../../app-context';

export function registerHealthRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Status'],
        summary: 'Het proces draait',
        response: { 200: healthSchema },
      },
      // Load balancers ask many times a second, and the answer is a constant of the schema's
      // shape: zod checking it on every probe was a twentieth of the route's time.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['Status'],
        summary: 'De database is bereikbaar',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
}
