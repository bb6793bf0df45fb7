import type { AppContext, ZodApp } from '../../app-context';
import { registerAuditRoutes } from './audit/routes';
import { registerInvestorRoutes } from './investors/routes';

/** Administration: what administrators do with investors' accounts (docs/ADMIN.md). */
export function registerAdministration(app: ZodApp, ctx: AppContext): void {
  registerInvestorRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
}
