import type { PGlite } from '@electric-sql/pglite';
import type { RunningId } from './store';

/** The channel migration 0028's trigger notifies on every statement that writes impersonations. */
export const IMPERSONATIONS_CHANGED = 'impersonations_changed';
/** Administrators' logins are few; beyond this many the cache starts over. */
const MAX_LOGINS = 1000;

/**
 * Which impersonation runs in each administrator's session (or none), kept in memory on the
 * embedded database only: one process owns its data folder, every write to `impersonations`
 * commits in this process, and its trigger's notification arrives at that commit, before the
 * writer goes on (PGlite delivers it while reading the COMMIT's answer). Each notification
 * empties the cache. A lookup that was under way when one arrived is not kept (the generation
 * moved on), so an answer read before a change never outlives it. Expiry is by the clock.
 * PostgreSQL, which several instances share, asks the database every time.
 */
export class RunningImpersonationCache {
  private generation = 0;
  private readonly entries = new Map<string, RunningId | null>();

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async runningIn(
    sessionId: string,
    now: Date,
    load: () => Promise<RunningId | undefined>,
  ): Promise<RunningId | undefined> {
    let running = this.entries.get(sessionId);
    if (running === undefined) {
      const generation = this.generation;
      running = (await load()) ?? null;
      if (generation === this.generation) {
        if (this.entries.size >= MAX_LOGINS) this.entries.clear();
        this.entries.set(sessionId, running);
      }
    }
    return running && running.expiresAt > now ? running : undefined;
  }
}

/** The cache of the embedded database, emptied by every notification of a change. */
export async function runningImpersonationCache(
  embedded: PGlite,
): Promise<{ cache: RunningImpersonationCache; stop: () => Promise<void> }> {
  const cache = new RunningImpersonationCache();
  const unlisten = await embedded.listen(IMPERSONATIONS_CHANGED, () => cache.clear());
  // A database closed before the app (a test of a lost database) listens to nobody any more.
  const stop = async () => {
    if (!embedded.closed) await unlisten();
  };
  return { cache, stop };
}
