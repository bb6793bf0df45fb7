import { and, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';

/** An upload no application claimed within a day was abandoned (issue 10). */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads no application claimed that are older than a day at `now`; returns how
 * many. Claimed uploads stay, whatever their age.
 */
export async function removeUnreferencedUploads(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  const removed = await db
    .delete(uploads)
    .where(and(isNull(uploads.reference), lt(uploads.createdAt, cutoff)))
    .returning({ id: uploads.id });
  return removed.length;
}
