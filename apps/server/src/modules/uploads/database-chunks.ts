import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadChunks } from '../../db/schema';
import type { ChunkReader, UploadFileStore } from './file-store';

/**
 * The chunks of an upload as rows of `upload_chunks` (PostgreSQL): written in the transaction
 * that inserts the upload's row, one statement per chunk, and read one row at a time. Deleting
 * an upload's row deletes its chunks (on delete cascade).
 */
export class DatabaseChunkStore implements UploadFileStore {
  constructor(private readonly db: Database) {}

  async write(
    id: string,
    chunks: Iterable<Buffer>,
    insertRow: (db: Database) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await insertRow(tx);
      let chunkIndex = 0;
      for (const sealed of chunks) {
        await tx.insert(uploadChunks).values({ uploadId: id, chunkIndex, sealed });
        chunkIndex += 1;
      }
    });
  }

  async reader(id: string): Promise<ChunkReader> {
    return {
      chunk: async (index) => {
        const [row] = await this.db
          .select({ sealed: uploadChunks.sealed })
          .from(uploadChunks)
          .where(and(eq(uploadChunks.uploadId, id), eq(uploadChunks.chunkIndex, index)));
        return row?.sealed ?? null;
      },
      close: async () => {},
    };
  }

  async removeFilesOf(): Promise<void> {
    // The chunks went with their rows.
  }

  async removeOrphans(): Promise<number> {
    // A chunk cannot outlive its row (foreign key, on delete cascade).
    return 0;
  }
}
