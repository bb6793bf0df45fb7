import type { AppContext, ZodApp } from '../../app-context';
import type { ContractEventSource } from './contract-history/events';
import { contractHistoryRoutes } from './contract-history/routes';
import { registerContractReturnRoutes } from './contract-returns/routes';
import { registerContractResources } from './contracts/contract-scope';
import { registerContractRoutes } from './contracts/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerFundDocumentRoutes } from './fund-documents/routes';
import { registerFundRoutes } from './funds/routes';
import { registerTransactionRoutes } from './transactions/routes';

export interface PortfolioDeps {
  /** History lines other contexts keep (money: failed and reversed collections). */
  contractEventSources: readonly ContractEventSource[];
}

/**
 * Portfolio: the fund administration's ledger as the investor sees it. Contracts and their
 * bookings, positions, returns, history and documents; funds, their NAVs and fund documents.
 */
export async function registerPortfolio(
  app: ZodApp,
  ctx: AppContext,
  deps: PortfolioDeps,
): Promise<void> {
  registerContractRoutes(app, ctx);
  await registerContractResources(app, ctx, [
    registerContractReturnRoutes,
    registerTransactionRoutes,
    contractHistoryRoutes(deps.contractEventSources),
    registerDocumentRoutes,
  ]);
  registerFundRoutes(app, ctx);
  registerFundDocumentRoutes(app, ctx);
}
