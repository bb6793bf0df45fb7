import path from 'node:path';
import type { Database } from '../../../db/client';
import { DatabaseChunkStore } from './database-chunks';
import { DataDirFileStore } from './data-dir-files';

/** Reads the sealed chunks of one stored file, one at a time. */
export interface ChunkReader {
  /**
   * Sealed chunk `index`, or null when it is not there. The bytes may be overwritten by the next
   * call (a reader may reuse its buffer): open or copy them before asking for another chunk.
   */
  chunk(index: number): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** The row of an upload being written, in two steps, because its length is known only at the end. */
export interface UploadRowWriter {
  /**
   * Inserts the row as far as it is known: once the first chunk is there (PostgreSQL, where the
   * chunks' rows need it), or after the last (the embedded database, which then needs no
   * `complete`).
   */
  insert(db: Database): Promise<void>;
  /** Sets what is known only at the end, the size and the chunk count, after a row inserted early. */
  complete(db: Database): Promise<void>;
}

/**
 * Where the sealed chunks of uploads live (security/sealed-chunks.ts): in the database on
 * PostgreSQL, as files under DATA_DIR on the embedded database. Either way an upload's row and
 * its chunks are there together or not at all.
 */
export interface UploadFileStore {
  /**
   * Writes `chunks` (sealed, in order) as the file of upload `id`, and its row: both or neither.
   * The chunks are pulled one at a time as they come (an upload's body as it arrives), so at most
   * one is held, and sealing and writing take turns with other requests. A chunk's buffer may be
   * reused for the next one: each is written (or copied) before the next is asked for.
   */
  write(
    id: string,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    row: UploadRowWriter,
  ): Promise<void>;
  reader(id: string): Promise<ChunkReader>;
  /** Removes the chunks of uploads whose rows were just deleted. */
  removeFilesOf(ids: readonly string[]): Promise<void>;
  /** Removes chunks whose upload row is gone (an interrupted write, a deleted user) before `cutoff`. */
  removeOrphans(cutoff: Date): Promise<number>;
}

/**
 * PostgreSQL keeps the chunks in `upload_chunks`, so any instance serves every upload. The
 * embedded database has one process (the data-folder lock), which owns DATA_DIR too: there the
 * chunks go to a file, written and read by libuv's threads, because every statement on PGlite
 * runs on the server's one thread (a 256 KiB value takes ~35 ms of it).
 */
export function uploadFileStoreFor(
  db: Database,
  embedded: boolean,
  dataDir: string,
): UploadFileStore {
  return embedded
    ? new DataDirFileStore(db, path.join(dataDir, 'uploads'))
    : new DatabaseChunkStore(db);
}
