import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploadChunks } from '../../../db/schema';
import { SEALED_CHUNK_MAX_BYTES } from '../../../security/sealed-chunks';
import type { ChunkReader, UploadFileStore, UploadRowWriter } from './file-store';

/** `chunks` as an async iterable (a sync one is pulled as it is). */
function toAsync<T>(chunks: AsyncIterable<T> | Iterable<T>): AsyncIterable<T> {
  if (Symbol.asyncIterator in chunks) return chunks;
  return (async function* () {
    yield* chunks;
  })();
}

const BASE64_OF_LARGEST_CHUNK = Math.ceil(SEALED_CHUNK_MAX_BYTES / 3) * 4;

/**
 * The chunks of an upload as rows of `upload_chunks` (PostgreSQL): written in the transaction
 * that inserts the upload's row, one statement per chunk, and read one row at a time. Deleting
 * an upload's row deletes its chunks (on delete cascade).
 */
export class DatabaseChunkStore implements UploadFileStore {
  /**
   * One chunk, prepared once per connection (a download asks 40 times). node-postgres reads a
   * bytea as text, `\x` and two hex digits a byte, into a string on the server's thread: for a
   * 256 KiB chunk a 512 KiB string to build, decode and collect. Base64 (PostgreSQL's, without
   * its line breaks) is a third smaller and decodes three times faster.
   */
  private readonly chunkQuery;

  constructor(private readonly db: Database) {
    this.chunkQuery = db
      .select({
        sealed: sql<string>`replace(encode(${uploadChunks.sealed}, 'base64'), E'\n', '')`,
      })
      .from(uploadChunks)
      .where(
        and(
          eq(uploadChunks.uploadId, sql.placeholder('id')),
          eq(uploadChunks.chunkIndex, sql.placeholder('index')),
        ),
      )
      .prepare('upload_chunk');
  }

  /**
   * One transaction from the first chunk to the last: the upload's row (which the chunks'
   * foreign key needs) as soon as the first chunk is sealed, each chunk as it is sealed (a Buffer
   * parameter, which node-postgres sends as binary, not as text), and the row's size and count
   * at the end. Anything failing on the way, the request body included, rolls all of it back.
   * The transaction holds a connection while the body arrives: a slow client holds it longer.
   */
  async write(
    id: string,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    row: UploadRowWriter,
  ): Promise<void> {
    const iterator = toAsync(chunks)[Symbol.asyncIterator]();
    // The first chunk before the transaction: a body refused at its start takes no connection.
    const first = await iterator.next();
    if (first.done) throw new Error('An upload without chunks');
    await this.db
      .transaction(async (tx) => {
        await row.insert(tx);
        let chunkIndex = 0;
        for (let next: IteratorResult<Buffer> = first; !next.done; next = await iterator.next()) {
          await tx.insert(uploadChunks).values({ uploadId: id, chunkIndex, sealed: next.value });
          chunkIndex += 1;
        }
        await row.complete(tx);
      })
      .catch(async (error: unknown) => {
        // Ends the body's generator (and so the reading of the request) when the writing failed.
        await iterator.return?.();
        throw error;
      });
  }

  async reader(id: string): Promise<ChunkReader> {
    // Decoded into one buffer per download, not a fresh 256 KiB per chunk (less to collect).
    const buffer = Buffer.allocUnsafe(SEALED_CHUNK_MAX_BYTES);
    return {
      chunk: async (index) => {
        const [row] = await this.chunkQuery.execute({ id, index });
        if (!row) return null;
        // A longer value would be cut off by write(): decoded whole, openChunk refuses its size.
        if (row.sealed.length > BASE64_OF_LARGEST_CHUNK) return Buffer.from(row.sealed, 'base64');
        return buffer.subarray(0, buffer.write(row.sealed, 'base64'));
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
