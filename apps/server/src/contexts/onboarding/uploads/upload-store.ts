import { randomUUID } from 'node:crypto';
import type { Upload, UploadContentType } from '@bp/api-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploads, type UploadRow } from '../../../db/schema';
import { decrypt } from '../../../security/encryption';
import { chunkCountOf, chunkOpener, sealChunks } from '../../../security/sealed-chunks';
import { DOWNLOAD_BYTES_PER_SECOND, paceOf, type Pace } from './download-pace';
import type { UploadFileStore } from './file-store';

/**
 * The record an upload's chunks are sealed for: its bytes decrypt only as the upload they were
 * written for, so copying one investor's chunks to another's upload yields an error.
 */
export function uploadRecordOf(id: string, userId: string): string {
  return `upload:${id}:${userId}`;
}

/**
 * What is known of a file being stored: its name and type before its first chunk is written,
 * its size and chunk count once the last one is.
 */
export interface FileSoFar {
  name: string;
  contentType: UploadContentType | null;
  size: number;
  chunkCount: number;
}

/**
 * Stores upload `id`: `chunks` (sealed for uploadRecordOf(id, userId), in order, as they come)
 * and its row, together or not at all; the answer of POST /api/uploads. `file` is read when the
 * row is written: for its name and type once the first chunk has been yielded, for its size and
 * count once the last has.
 */
export async function storeSealedUpload(
  files: UploadFileStore,
  upload: { id: string; userId: string; now: Date },
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: FileSoFar,
): Promise<Upload> {
  const { id } = upload;
  const typeOf = (): UploadContentType => {
    if (file.contentType === null) throw new Error('An upload chunk came before its type');
    return file.contentType;
  };
  await files.write(id, chunks, {
    insert: (db) =>
      db
        .insert(uploads)
        .values({
          id,
          userId: upload.userId,
          originalName: file.name,
          size: file.size,
          contentType: typeOf(),
          createdAt: upload.now,
          chunkCount: file.chunkCount,
        })
        .then(() => undefined),
    complete: (db) =>
      db
        .update(uploads)
        .set({ size: file.size, chunkCount: file.chunkCount })
        .where(eq(uploads.id, id))
        .then(() => undefined),
  });
  return { id, name: file.name, size: file.size, type: typeOf() };
}

export interface NewUpload {
  userId: string;
  name: string;
  contentType: UploadContentType;
  bytes: Buffer;
  now: Date;
}

/** Encrypts and stores one upload held whole in memory (tests, tools): see storeSealedUpload. */
export async function storeUpload(
  files: UploadFileStore,
  key: Buffer,
  upload: NewUpload,
): Promise<Upload> {
  const id = randomUUID();
  return storeSealedUpload(
    files,
    { id, userId: upload.userId, now: upload.now },
    sealChunks(key, upload.bytes, uploadRecordOf(id, upload.userId)),
    {
      name: upload.name,
      contentType: upload.contentType,
      size: upload.bytes.length,
      chunkCount: chunkCountOf(upload.bytes.length),
    },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can name an upload at all; anything else is answered like someone else's. */
export function isUploadId(id: string): boolean {
  return UUID.test(id);
}

export interface StoredFile {
  name: string;
  contentType: UploadContentType;
  size: number;
  /** The plaintext, a chunk at a time; fails (DecryptionError) rather than yield a wrong byte. */
  content: AsyncIterable<Buffer>;
}

/** An upload stored before migration 0018: one sealed value in the row. */
function legacyContent(key: Buffer, row: UploadRow): AsyncIterable<Buffer> | null {
  if (row.iv === null || row.authTag === null || row.ciphertext === null) return null;
  const bytes = decrypt(
    key,
    { iv: row.iv, authTag: row.authTag, ciphertext: row.ciphertext },
    uploadRecordOf(row.id, row.userId),
  );
  return (async function* () {
    yield bytes;
  })();
}

/**
 * The chunks of `row`, opened one by one as the reader asks for them. The first is read and
 * opened before this returns, so a missing or damaged start fails before anything is sent.
 */
async function chunkedContent(
  files: UploadFileStore,
  key: Buffer,
  row: UploadRow & { chunkCount: number },
  pace: Pace,
): Promise<AsyncIterable<Buffer>> {
  const record = uploadRecordOf(row.id, row.userId);
  const count = row.chunkCount;
  const open = chunkOpener(key, record, count);
  const reader = await files.reader(row.id);
  let first: Buffer;
  try {
    first = open(await reader.chunk(0), 0);
  } catch (error) {
    await reader.close();
    throw error;
  }
  return (async function* () {
    try {
      yield first;
      for (let index = 1; index < count; index += 1) {
        await pace(index);
        yield open(await reader.chunk(index), index);
      }
    } finally {
      await reader.close();
    }
  })();
}

/**
 * One of the user's own uploads, ready to be streamed (its chunks as fast as `pace` lets them);
 * null for an unknown id and for another's upload. DecryptionError when its stored bytes are
 * damaged, moved or incomplete.
 */
export async function openOwnUpload(
  db: Database,
  files: UploadFileStore,
  key: Buffer,
  userId: string,
  id: string,
  pace: Pace = paceOf(DOWNLOAD_BYTES_PER_SECOND),
): Promise<StoredFile | null> {
  if (!isUploadId(id)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  if (!row) return null;
  const { chunkCount } = row;
  const content =
    chunkCount === null
      ? legacyContent(key, row)
      : await chunkedContent(files, key, { ...row, chunkCount }, pace);
  if (content === null) throw new Error(`Upload ${row.id} has neither chunks nor a value`);
  return { name: row.originalName, contentType: row.contentType, size: row.size, content };
}
