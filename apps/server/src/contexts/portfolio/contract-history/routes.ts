import {
  contractHistoryResponseSchema,
  contractIdParamsSchema,
  errorBodySchema,
} from '@bp/api-schema';
import { calendarDate } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { failedCollectionEvents } from '../../money/collections/failed-collections';
import { ownContractOf } from '../contracts/contract-scope';
import { ledgerOf } from '../contracts/ledger';
import { valuationDates } from '../contracts/service';
import { contractEvents, mergeEvents } from './events';

/** Inside the contract scope (registerContractResources): /api/contracts/{id}/historie. */
export function registerContractHistoryRoutes(scope: ZodApp, ctx: AppContext): void {
  scope.get(
    '/historie',
    {
      schema: {
        tags: ['Contracten'],
        summary: 'Wat er met het contract is gebeurd, oudste eerst',
        params: contractIdParamsSchema,
        response: {
          200: contractHistoryResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { contract, fund } = ownContractOf(request);
      const { today } = valuationDates(ctx.clock.now());
      const [entries, failedCollections] = await Promise.all([
        ledgerOf(ctx.db, contract.id, today),
        failedCollectionEvents(ctx.db, contract.id),
      ]);
      const events = contractEvents(
        {
          contractNumber: contract.contractNumber,
          description: contract.description,
          fundName: fund.name,
          startDate: calendarDate(contract.startDate),
          endDate: contract.endDate ? calendarDate(contract.endDate) : null,
          status: contract.status,
          initialDeposit: contract.initialDeposit,
        },
        entries,
      );
      // A failed collection booked nothing: it is told from the collections themselves.
      return { data: mergeEvents(events, failedCollections) };
    },
  );
}
