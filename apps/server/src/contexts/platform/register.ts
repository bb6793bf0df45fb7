import type { AppContext, ZodApp } from '../../app-context';
import { registerHealthRoutes } from './health/routes';
import { registerRuntimeConfigRoutes } from './runtime-config/routes';

/** Platform: whether the server is up and ready (/healthz, /api/health) and /config.json. */
export function registerPlatform(app: ZodApp, ctx: AppContext): void {
  registerHealthRoutes(app, ctx);
  registerRuntimeConfigRoutes(app, ctx);
}
