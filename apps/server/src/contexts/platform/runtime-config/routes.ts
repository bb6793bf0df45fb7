import { runtimeConfigSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { runtimeConfigOf } from './runtime-config';

/** Outside /api on purpose: the app needs it to render the maintenance page during maintenance. */
export function registerRuntimeConfigRoutes(app: ZodApp, ctx: AppContext): void {
  const body = runtimeConfigOf(ctx.config);
  app.get(
    '/config.json',
    {
      schema: {
        tags: ['Status'],
        summary: 'Instellingen die de webapp bij het starten leest (omgeving, merk, links)',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
