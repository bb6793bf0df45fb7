import type { CalendarDate } from '@bp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { collections, contracts, providerFeedPositions } from '../../../db/schema';
import { errorText, type JobDeps } from '../jobs/job';
import type { CollectionUpdate } from '../mandates/providers/mandate-provider';
import { reverseCollection } from './reverse-collection';
import { settleCollection } from './settle-collection';

/** What a catch-up learnt: collections settled, failed, reversed, still pending; errors named. */
export interface CatchUpResult {
  collected: number;
  failed: number;
  reversed: number;
  pending: number;
  errors: string[];
}

/** A guard against a provider whose feed never ends: the next run reads on. */
const MAX_FEED_PAGES = 1000;

/**
 * Learns what the mandate provider knows of our collections since we last asked, and applies
 * it once: a pending collection becomes paid (booked on `date`) or failed; a paid one reported
 * failed afterwards was reversed by the debtor's bank (reverseCollection). With a feed
 * (MandateProvider.collectionFeed: Twikey's `GET /transaction` with `X-RESUME-AFTER`) it reads
 * from the position stored in `provider_feed_positions` and stores the new one after each page,
 * behind what is applied: a crash re-reads a page, and each update applies once (under the
 * collection's lock, only from the state it expects). An entry of one of our collections that
 * cannot be applied stops the catch-up there, named in the errors, so the next run tries it
 * again and nothing behind it is skipped; entries of transactions that are not ours are passed.
 * Without a feed, each pending collection is asked on its own (collectionOutcome).
 *
 * The collection job calls it first on every run; a provider's `type=payment` webhook can call
 * it too (it asks the provider, so call it outside any transaction).
 */
export async function catchUpCollections(
  deps: Pick<JobDeps, 'db' | 'clock' | 'mailOutbox' | 'mailContext' | 'mandateProvider'>,
  date: CalendarDate,
): Promise<CatchUpResult> {
  const result: CatchUpResult = { collected: 0, failed: 0, reversed: 0, pending: 0, errors: [] };
  if (deps.mandateProvider.collectionFeed) await readFeed(deps, date, result);
  else await askEachPending(deps, date, result);
  if (deps.mandateProvider.collectionFeed) result.pending = await countPending(deps);
  return result;
}

type Deps = Parameters<typeof catchUpCollections>[0];

async function readFeed(deps: Deps, date: CalendarDate, result: CatchUpResult): Promise<void> {
  const feed = `${deps.mandateProvider.name}:transactions`;
  let position = await storedPosition(deps.db, feed);
  for (let page = 0; page < MAX_FEED_PAGES; page += 1) {
    const updates = (await deps.mandateProvider.collectionFeed?.(position)) ?? [];
    if (updates.length === 0) return;
    for (const update of updates) {
      try {
        await apply(deps, update, date, result);
      } catch (error) {
        result.errors.push(errorText(error));
        await storePosition(deps, feed, position);
        return;
      }
      position = update.position;
    }
    await storePosition(deps, feed, position);
  }
}

/** One feed entry; throws (naming the contract) when one of our collections cannot take it. */
async function apply(
  deps: Deps,
  update: CollectionUpdate,
  date: CalendarDate,
  result: CatchUpResult,
): Promise<void> {
  const [row] = await deps.db
    .select({
      id: collections.id,
      status: collections.status,
      contractNumber: contracts.contractNumber,
    })
    .from(collections)
    .innerJoin(contracts, eq(contracts.id, collections.contractId))
    .where(
      and(
        eq(collections.provider, deps.mandateProvider.name),
        eq(collections.providerCollectionId, update.collectionId),
      ),
    );
  if (!row) return;
  try {
    if (update.problem !== undefined) throw new Error(update.problem);
    const { outcome } = update;
    if (outcome === null) return;
    if (row.status === 'requested' || row.status === 'pending') {
      if (!(await settleCollection(deps, row.id, outcome, date))) return;
      if (outcome.status === 'paid') result.collected += 1;
      else result.failed += 1;
      return;
    }
    if (row.status === 'paid' && outcome.status === 'failed') {
      if (await reverseCollection(deps, row.id, outcome.reason, date)) result.reversed += 1;
    }
    // Anything else repeats what we know (a replayed page) or comes after a final state.
  } catch (error) {
    throw new Error(`${row.contractNumber}: ${errorText(error)}`, { cause: error });
  }
}

async function storedPosition(db: Database, feed: string): Promise<number | null> {
  const [row] = await db
    .select({ position: providerFeedPositions.position })
    .from(providerFeedPositions)
    .where(eq(providerFeedPositions.feed, feed));
  return row === undefined ? null : Number(row.position);
}

/** Never backwards: a catch-up racing another (a webhook beside the job) keeps the furthest. */
async function storePosition(deps: Deps, feed: string, position: number | null): Promise<void> {
  if (position === null) return;
  await deps.db
    .insert(providerFeedPositions)
    .values({ feed, position: String(position), updatedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: providerFeedPositions.feed,
      set: {
        // Positions are kept as text (Twikey's X-LAST); this feed's are sequence numbers.
        position: sql`greatest(${providerFeedPositions.position}::bigint, excluded.position::bigint)::text`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

async function countPending(deps: Deps): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(collections)
    .where(
      and(eq(collections.status, 'pending'), eq(collections.provider, deps.mandateProvider.name)),
    );
  return row?.count ?? 0;
}

/** Without a feed: each pending collection asked on its own; a paid one booked on `date`. */
async function askEachPending(
  deps: Deps,
  date: CalendarDate,
  result: CatchUpResult,
): Promise<void> {
  const pending = await deps.db
    .select({
      id: collections.id,
      providerCollectionId: collections.providerCollectionId,
      contractNumber: contracts.contractNumber,
    })
    .from(collections)
    .innerJoin(contracts, eq(contracts.id, collections.contractId))
    .where(
      and(eq(collections.status, 'pending'), eq(collections.provider, deps.mandateProvider.name)),
    )
    .orderBy(asc(collections.requestedAt));
  for (const row of pending) {
    try {
      const outcome =
        row.providerCollectionId === null || !deps.mandateProvider.collectionOutcome
          ? null
          : await deps.mandateProvider.collectionOutcome(row.providerCollectionId);
      if (outcome === null) {
        result.pending += 1;
        continue;
      }
      if (!(await settleCollection(deps, row.id, outcome, date))) continue;
      if (outcome.status === 'paid') result.collected += 1;
      else result.failed += 1;
    } catch (error) {
      result.errors.push(`${row.contractNumber}: ${errorText(error)}`);
    }
  }
}
