import type { AppContext, ZodApp } from '../../app-context';
import { registerOfferRoutes } from './offers/routes';
import { registerCalculationRoutes } from './routes';

/** Calculation: SB, SUL and SDIL offers on the worker pool, and the offers kept. */
export function registerCalculation(app: ZodApp, ctx: AppContext): void {
  registerOfferRoutes(app, ctx);
  registerCalculationRoutes(app, ctx);
}
