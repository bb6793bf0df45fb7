import type { CalendarDate } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { providerFeedPositions } from '../../../db/schema';
import { errorText, newCounts, type Job, type JobDeps, type JobResult } from '../jobs/job';
import type { MandateFeedChange } from './providers/mandate-provider';
import { applyMandateState, mandateIdOf, refreshMandate } from './service';

const COUNTS = ['pages', 'applied', 'unchanged', 'unknown', 'errors'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

/** A bound on one run, so a feed that keeps answering cannot hold the job for ever. */
export const MANDATE_FEED_MAX_PAGES = 100;

/** The feed's key in provider_feed_positions: one position per provider. */
export function mandateFeedKey(providerName: string): string {
  return `${providerName}:mandate`;
}

async function storedPosition(deps: JobDeps, feed: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ position: providerFeedPositions.position })
    .from(providerFeedPositions)
    .where(eq(providerFeedPositions.feed, feed));
  return row?.position ?? null;
}

async function storePosition(deps: JobDeps, feed: string, position: string): Promise<void> {
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(providerFeedPositions)
    .values({ feed, position, updatedAt })
    .onConflictDoUpdate({ target: providerFeedPositions.feed, set: { position, updatedAt } });
}

/** One change, applied once like a webhook's; an amendment asks the provider for that mandate. */
async function applyChange(deps: JobDeps, change: MandateFeedChange, counts: Counts) {
  const provider = deps.mandateProvider;
  if (change.state === null) {
    const outcome = await refreshMandate(deps, provider, change.mandateNumber);
    counts[outcome === 'unknown-mandate' ? 'unknown' : outcome] += 1;
    return;
  }
  const id = await mandateIdOf(deps, provider, change.mandateNumber);
  if (id === null) {
    counts.unknown += 1;
    return;
  }
  counts[(await applyMandateState(deps, id, change.state, provider)) ? 'applied' : 'unchanged'] +=
    1;
}

/**
 * `machtigingen-bijwerken`: the catch-up for a missed mandate webhook. Reads the provider's
 * mandate feed (Twikey: `GET /mandate` with `X-RESUME-AFTER`) from the stored position, page by
 * page, instead of one detail call per mandate. A page's position is stored only after all its
 * changes were applied, so a failure half-way reads that page again next time; applying is
 * idempotent (the same transition rules and row lock as the webhook), so that is harmless.
 */
export const mandateFeedJob: Job = {
  name: 'machtigingen-bijwerken',
  description:
    'werkt machtigingen bij uit de feed van Twikey (gemiste webhooks) / catches up on mandate changes from the provider’s feed',
  async run(deps: JobDeps, _date: CalendarDate): Promise<JobResult> {
    const counts = newCounts(COUNTS);
    const errors: string[] = [];
    const provider = deps.mandateProvider;
    if (!provider.mandateFeed) return { counts, errors };
    const feed = mandateFeedKey(provider.name);
    let position = await storedPosition(deps, feed);
    try {
      for (let page = 0; page < MANDATE_FEED_MAX_PAGES; page += 1) {
        const { changes, position: next } = await provider.mandateFeed(position);
        if (changes.length === 0 || next === null) break;
        counts.pages += 1;
        for (const change of changes) await applyChange(deps, change, counts);
        await storePosition(deps, feed, next);
        position = next;
      }
    } catch (error) {
      counts.errors += 1;
      errors.push(`mandate feed after ${position ?? 'the start'}: ${errorText(error)}`);
      deps.log.error({ err: error, feed, position }, 'mandate feed failed');
    }
    return { counts, errors };
  },
};
