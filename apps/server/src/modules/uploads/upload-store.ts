import { randomUUID } from 'node:crypto';
import type { Upload, UploadContentType } from '@bp/api-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { decrypt, encrypt } from '../../security/encryption';

/**
 * The associated data of an upload's ciphertext: its bytes decrypt only as the row they were
 * written for, so copying one investor's ciphertext into another's row yields an error.
 */
function associatedDataOf(id: string, userId: string): string {
  return `upload:${id}:${userId}`;
}

export interface NewUpload {
  userId: string;
  name: string;
  contentType: UploadContentType;
  bytes: Buffer;
  now: Date;
}

/** Encrypts and stores one upload; the answer of POST /api/uploads. */
export async function storeUpload(db: Database, key: Buffer, upload: NewUpload): Promise<Upload> {
  const id = randomUUID();
  const sealed = encrypt(key, upload.bytes, associatedDataOf(id, upload.userId));
  await db.insert(uploads).values({
    id,
    userId: upload.userId,
    originalName: upload.name,
    size: upload.bytes.length,
    contentType: upload.contentType,
    createdAt: upload.now,
    iv: sealed.iv,
    authTag: sealed.authTag,
    ciphertext: sealed.ciphertext,
  });
  return { id, name: upload.name, size: upload.bytes.length, type: upload.contentType };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can name an upload at all; anything else is answered like someone else's. */
export function isUploadId(id: string): boolean {
  return UUID.test(id);
}

export interface StoredFile {
  name: string;
  contentType: UploadContentType;
  bytes: Buffer;
}

/** One of the user's own uploads, decrypted; null for an unknown id and for another's upload. */
export async function readOwnUpload(
  db: Database,
  key: Buffer,
  userId: string,
  id: string,
): Promise<StoredFile | null> {
  if (!isUploadId(id)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  if (!row) return null;
  const bytes = decrypt(
    key,
    { iv: row.iv, authTag: row.authTag, ciphertext: row.ciphertext },
    associatedDataOf(row.id, row.userId),
  );
  return { name: row.originalName, contentType: row.contentType, bytes };
}
