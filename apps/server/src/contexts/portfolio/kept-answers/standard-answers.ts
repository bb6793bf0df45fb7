import { contractSummarySchema, returnsResponseSchema, z } from '@bp/api-schema';
import {
  calendarDate,
  standardReturnPeriods,
  type CalendarDate,
  type ReturnsPeriod,
  type StandardReturnPeriod,
} from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { oncePerDatabase, preparedReads } from '../../../db/prepared-statement';
import { contracts, funds } from '../../../db/schema';
import { HttpProblem } from '../../../http/problem';
import { contractReturns, measurementPeriod } from '../contract-returns/service';
import { summariesOf } from '../contracts/service';

export const SUMMARIES_PATH = '/api/contracts/summaries';

/** The URL the returns page asks for a period (apps/web features/contract/api: van, then tot). */
export function returnsPath(contractId: number, range: ReturnsPeriod): string {
  return `/api/contracts/${contractId}/rendement?van=${range.van}&tot=${range.tot}`;
}

/** A contract row's dates, as stored. */
interface ContractDates {
  id: number;
  startDate: string;
  endDate: string | null;
}

function standardPeriodsOf(contract: ContractDates, today: CalendarDate) {
  const startDate = calendarDate(contract.startDate);
  const endDate = contract.endDate === null ? null : calendarDate(contract.endDate);
  return standardReturnPeriods({ startDate, endDate }, today);
}

/**
 * The URLs of a contract's returns over the standard periods on `today`, each once: for a
 * contract that started on 1 January, this year and since the start are one period.
 */
export function standardReturnsPaths(contract: ContractDates, today: CalendarDate): string[] {
  return [...new Set(Object.values(returnsPathsByPeriod(contract, today)))];
}

/** The URL of a contract's returns over each standard period on `today`. */
export function returnsPathsByPeriod(
  contract: ContractDates,
  today: CalendarDate,
): Record<StandardReturnPeriod, string> {
  const paths = standardPeriodsOf(contract, today).map(
    ({ id, range }) => [id, returnsPath(contract.id, range)] as const,
  );
  return Object.fromEntries(paths) as Record<StandardReturnPeriod, string>;
}

/** Serialized exactly as the routes' response schemas serialize (fastify-type-provider-zod). */
const serializeSummaries = serializerCompiler({
  schema: z.array(contractSummarySchema),
  method: 'GET',
  url: SUMMARIES_PATH,
});
const serializeReturns = serializerCompiler({
  schema: returnsResponseSchema,
  method: 'GET',
  url: '/api/contracts/:id/rendement',
});

export interface StandardAnswer {
  path: string;
  body: string;
}

/**
 * Every standard answer of the investor's pages on `today`, as the routes would send it: the
 * overview, and each contract's returns over the standard periods. A period the route refuses
 * (none of the standard ones can be, but the rule stays the route's) is left out.
 */
export async function standardAnswersOf(
  db: Database,
  userId: string,
  dates: { today: CalendarDate; primo: CalendarDate },
): Promise<StandardAnswer[]> {
  const answers: StandardAnswer[] = [
    { path: SUMMARIES_PATH, body: serializeSummaries(await summariesOf(db, userId, dates)) },
  ];
  for (const own of await ownContractsStatement(db).execute({ userId })) {
    for (const { range } of standardPeriodsOf(own.contract, dates.today)) {
      const path = returnsPath(own.contract.id, range);
      if (answers.some((answer) => answer.path === path)) continue;
      try {
        const period = measurementPeriod(range.van, range.tot, dates.today);
        const body = serializeReturns(await contractReturns(db, own, period));
        answers.push({ path, body });
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error;
      }
    }
  }
  return answers;
}

const ownContractsStatement = oncePerDatabase((db) =>
  preparedReads(db)
    .select({ contract: contracts, fund: funds })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .where(eq(contracts.userId, sql.placeholder('userId')))
    .orderBy(contracts.id)
    .prepare('own_contracts'),
);
