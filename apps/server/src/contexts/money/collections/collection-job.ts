import {
  euroString,
  firstDayOfMonth,
  isAfter,
  monthCollection,
  type CalendarDate,
} from '@bp/domain';
import { and, asc, eq, lt, notExists } from 'drizzle-orm';
import { collections, contracts, mandates } from '../../../db/schema';
import { ProviderError } from '../../../http/provider-error';
import { errorText, newCounts, type Job, type JobDeps, type JobResult } from '../jobs/job';
import { arrangementOf, depositVersionsOfContracts } from '../contract-changes/deposit-versions';
import { catchUpCollections } from './catch-up';
import { monthName, settleCollection } from './settle-collection';

const COUNTS = ['collected', 'failed', 'reversed', 'pending', 'errors'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

/**
 * Active contracts with a signed mandate (at this provider), started before the month of `date`
 * (the first deposit pays the month it starts in), and not collected for that month yet.
 */
function candidates(deps: JobDeps, date: CalendarDate) {
  const month = firstDayOfMonth(date);
  const { db } = deps;
  return db
    .select({
      contractId: contracts.id,
      contractNumber: contracts.contractNumber,
      periodicDeposit: contracts.periodicDeposit,
      periodicDepositDay: contracts.periodicDepositDay,
      mandateId: mandates.id,
      mandateNumber: mandates.providerMandateNumber,
    })
    .from(contracts)
    .innerJoin(
      mandates,
      and(
        eq(mandates.contractId, contracts.id),
        eq(mandates.status, 'signed'),
        eq(mandates.provider, deps.mandateProvider.name),
      ),
    )
    .where(
      and(
        eq(contracts.status, 'actief'),
        lt(contracts.startDate, month),
        notExists(
          db
            .select({ id: collections.id })
            .from(collections)
            .where(and(eq(collections.contractId, contracts.id), eq(collections.month, month))),
        ),
      ),
    )
    .orderBy(asc(contracts.id), asc(mandates.createdAt));
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];
type Due = Candidate & { amount: string };

/**
 * Of the candidates, those whose collection of the month has come on `date`, with the amount:
 * the monthly deposit in force on the collection date (the contract's deposit versions,
 * contract-changes), on its collection day or the next business day; a pause skips the month.
 */
async function dueCollections(deps: JobDeps, date: CalendarDate): Promise<Due[]> {
  const found = await candidates(deps, date);
  const versions = await depositVersionsOfContracts(
    deps.db,
    found.map((candidate) => candidate.contractId),
  );
  const due: Due[] = [];
  for (const candidate of found) {
    const collection = monthCollection(
      versions.get(candidate.contractId) ?? [],
      arrangementOf(candidate),
      firstDayOfMonth(date),
    );
    if (!collection || collection.paused || collection.amount === null) continue;
    if (isAfter(collection.date, date)) continue;
    due.push({ ...candidate, amount: collection.amount });
  }
  return due;
}

/**
 * One contract's collection for the month: the row is claimed first (the unique key on contract
 * and month), so a second run, or a concurrent one, asks the provider nothing. A provider that
 * refuses (4xx) has collected nothing: the claim is withdrawn and a later run tries again. A
 * provider that cannot be reached or answers nonsense may have collected: the claim stays
 * `requested` without a collection id and is not retried, so nobody pays twice; the run's error
 * names it for someone to check with the provider.
 */
async function collect(deps: JobDeps, due: Due, date: CalendarDate, counts: Counts) {
  const month = firstDayOfMonth(date);
  const [claim] = await deps.db
    .insert(collections)
    .values({
      contractId: due.contractId,
      mandateId: due.mandateId,
      month,
      collectionDate: date,
      amount: due.amount,
      provider: deps.mandateProvider.name,
      requestedAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: collections.id });
  if (!claim) return;
  let request;
  try {
    request = await deps.mandateProvider.collect({
      mandateNumber: due.mandateNumber,
      amount: euroString(due.amount),
      message: `Maandelijkse inleg ${due.contractNumber} ${monthName(month)}`,
      reference: `${due.contractNumber}-${month.slice(0, 7)}`,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.failure === 'rejected') {
      await deps.db.delete(collections).where(eq(collections.id, claim.id));
    }
    throw error;
  }
  // Without an outcome the provider reports later (Twikey): pending until a run learns it.
  await deps.db
    .update(collections)
    .set({
      providerCollectionId: request.collectionId,
      ...(request.outcome ? {} : { status: 'pending' as const }),
    })
    .where(eq(collections.id, claim.id));
  if (!request.outcome) {
    counts.pending += 1;
    return;
  }
  await settleCollection(deps, claim.id, request.outcome, date);
  if (request.outcome.status === 'paid') counts.collected += 1;
  else counts.failed += 1;
}

/** `maandelijkse-incasso`: the monthly direct debit of every contract whose day has come. */
export const collectionJob: Job = {
  name: 'maandelijkse-incasso',
  description:
    'incasseert de maandelijkse inleg van contracten met een ondertekende machtiging / collects the monthly deposit of contracts with a signed mandate',
  async run(deps: JobDeps, date: CalendarDate): Promise<JobResult> {
    const counts = newCounts(COUNTS);
    // What the provider reported since the last run (outcomes, reversals) comes first.
    const caughtUp = await catchUpCollections(deps, date);
    const errors = [...caughtUp.errors];
    counts.collected = caughtUp.collected;
    counts.failed = caughtUp.failed;
    counts.reversed = caughtUp.reversed;
    counts.pending = caughtUp.pending;
    counts.errors = errors.length;
    const seen = new Set<number>();
    for (const due of await dueCollections(deps, date)) {
      // Only one signed mandate per contract is possible; should there be two, one collects.
      if (seen.has(due.contractId)) continue;
      seen.add(due.contractId);
      try {
        await collect(deps, due, date, counts);
      } catch (error) {
        counts.errors += 1;
        errors.push(`${due.contractNumber}: ${errorText(error)}`);
        deps.log.error({ err: error, contractId: due.contractId }, 'monthly collection failed');
      }
    }
    if (counts.collected + counts.failed + counts.reversed > 0) deps.mailOutbox.wake();
    return { counts, errors };
  },
};
