import {
  contractHistoryResponseSchema,
  contractIdParamsSchema,
  errorBodySchema,
} from '@bp/api-schema';
import { calendarDate } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { ownContractOf } from '../contracts/contract-scope';
import { ledgerOf } from '../positions/ledger';
import { valuationDates } from '../contracts/service';
import type { ContractResource } from '../contracts/contract-scope';
import { type ContractEventSource, contractEvents, mergeEvents } from './events';

/** Inside the contract scope (registerContractResources): /api/contracts/{id}/historie. */
export function contractHistoryRoutes(sources: readonly ContractEventSource[]): ContractResource {
  return (scope: ZodApp, ctx: AppContext) => registerContractHistoryRoutes(scope, ctx, sources);
}

function registerContractHistoryRoutes(
  scope: ZodApp,
  ctx: AppContext,
  sources: readonly ContractEventSource[],
): void {
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
      const [entries, ...told] = await Promise.all([
        ledgerOf(ctx.db, contract.id, today),
        ...sources.map((source) => source(ctx.db, contract.id)),
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
      // What booked nothing (a failed collection) is told by the context that knows it.
      const more = told.flat().sort((a, b) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : 0));
      return { data: mergeEvents(events, more) };
    },
  );
}
