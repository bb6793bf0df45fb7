import { and, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploads } from '../../../db/schema';
import type { UploadFileStore } from './file-store';

/** An upload no application claimed within a day was abandoned (issue 10). */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A file without a row this old is no write in progress any more, but an interrupted one. */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the uploads no application claimed that are older than a day at `now`, with their
 * chunks, and chunks left without an upload; returns how many uploads. Claimed uploads stay,
 * whatever their age.
 */
export async function removeUnreferencedUploads(
  db: Database,
  files: UploadFileStore,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  const removed = await db
    .delete(uploads)
    .where(and(isNull(uploads.reference), lt(uploads.createdAt, cutoff)))
    .returning({ id: uploads.id });
  // Rows first: a file whose row is gone is an orphan the next run clears, never the reverse.
  await files.removeFilesOf(removed.map((row) => row.id));
  await files.removeOrphans(new Date(now.getTime() - ORPHAN_FILE_AGE_MS));
  return removed.length;
}
