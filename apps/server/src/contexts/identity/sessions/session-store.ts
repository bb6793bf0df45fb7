import type { PGlite } from '@electric-sql/pglite';
import type { Clock } from '../../../clock';
import { BoundedSessionCache, type LiveSessionCache } from './live-session-cache';
import { embeddedLookup, type LiveSessionLookup } from './live-session-lookup';

export interface SessionStore {
  lookup?: LiveSessionLookup;
  cache?: LiveSessionCache;
}

/**
 * The embedded database (one process owns its data folder, so every write to a session passes
 * through this process): a named statement and a cache of live sessions. PostgreSQL, which
 * several instances may share: drizzle's named prepared statement and no cache.
 */
export function sessionStoreFor(embedded: PGlite | null, clock: Clock): SessionStore {
  if (!embedded) return {};
  return { lookup: embeddedLookup(embedded), cache: new BoundedSessionCache(clock) };
}
