import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { openOwnUpload, type UploadFileStore } from '../onboarding';

/** Where an upload's file goes in the ZIP: `documenten/<id>-<name>`, the id keeps names apart. */
export function documentPathOf(id: string, name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'document';
  return `documenten/${id}-${safe}`;
}

/**
 * The decrypted bytes of one of the investor's uploads, a chunk at a time (paced as any
 * download of an upload), or null when it is gone since the snapshot (an unclaimed upload
 * removed after a day). Fails with DecryptionError rather than give a wrong byte.
 */
export async function documentStream(
  db: Database,
  files: UploadFileStore,
  key: Buffer,
  userId: string,
  id: string,
): Promise<Readable | null> {
  const file = await openOwnUpload(db, files, key, userId, id);
  return file === null ? null : Readable.from(file.content, { highWaterMark: 1 });
}
