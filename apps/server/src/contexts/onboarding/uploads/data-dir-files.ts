import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { uploads } from '../../../db/schema';
import { SEALED_CHUNK_MAX_BYTES } from '../../../security/sealed-chunks';
import type { ChunkReader, UploadFileStore, UploadRowWriter } from './file-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART = '.part';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * The chunks of an upload as one file, `<dir>/<id>` (the embedded database, whose one process
 * owns DATA_DIR): the sealed chunks one after the other, each full one SEALED_CHUNK_MAX_BYTES
 * long, so chunk i starts at i × SEALED_CHUNK_MAX_BYTES. Every read and write goes through
 * libuv's threads; the server's thread only seals and opens a chunk at a time.
 *
 * Both or neither: the file is written as `<id>.part`, flushed to disk, renamed to `<id>`, and
 * only then is the row inserted; any failure removes the file again. A process killed in between
 * leaves a file without a row, which removeOrphans clears.
 */
export class DataDirFileStore implements UploadFileStore {
  constructor(
    private readonly db: Database,
    private readonly dir: string,
  ) {}

  private fileOf(id: string): string {
    return path.join(this.dir, id);
  }

  async write(
    id: string,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    row: UploadRowWriter,
  ): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const part = this.fileOf(id) + PART;
    try {
      const handle = await open(part, 'wx', 0o600);
      try {
        for await (const sealed of chunks) {
          const { bytesWritten } = await handle.write(sealed);
          if (bytesWritten !== sealed.length) throw new Error('Short write of an upload chunk');
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(part, this.fileOf(id));
      // Inserted after the last chunk: its size and count are final, nothing to complete.
      await row.insert(this.db);
    } catch (error) {
      await rm(part, { force: true });
      await rm(this.fileOf(id), { force: true });
      throw error;
    }
  }

  async reader(id: string): Promise<ChunkReader> {
    let handle: FileHandle | null = null;
    try {
      handle = await open(this.fileOf(id), 'r');
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const file = handle;
    // One buffer for every chunk of this file, not a fresh 256 KiB each: three download loops
    // otherwise leave ~25 MB of garbage a second, and the collections it forces stall the thread.
    const buffer = Buffer.allocUnsafe(SEALED_CHUNK_MAX_BYTES);
    return {
      chunk: async (index) => {
        if (file === null) return null;
        const { bytesRead } = await file.read(
          buffer,
          0,
          SEALED_CHUNK_MAX_BYTES,
          index * SEALED_CHUNK_MAX_BYTES,
        );
        return bytesRead === 0 ? null : buffer.subarray(0, bytesRead);
      },
      close: async () => {
        await file?.close();
      },
    };
  }

  async removeFilesOf(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => rm(this.fileOf(id), { force: true })));
  }

  async removeOrphans(cutoff: Date): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    const old: { name: string; id: string; part: boolean }[] = [];
    for (const name of names) {
      const part = name.endsWith(PART);
      const id = part ? name.slice(0, -PART.length) : name;
      if (!UUID.test(id)) continue;
      const stats = await stat(path.join(this.dir, name)).catch(() => null);
      if (stats !== null && stats.mtime < cutoff) old.push({ name, id, part });
    }
    const candidates = old.filter((file) => !file.part).map((file) => file.id);
    const rows =
      candidates.length === 0
        ? []
        : await this.db
            .select({ id: uploads.id })
            .from(uploads)
            .where(inArray(uploads.id, candidates));
    const kept = new Set(rows.map((row) => row.id));
    const orphans = old.filter((file) => file.part || !kept.has(file.id));
    await Promise.all(orphans.map((file) => rm(path.join(this.dir, file.name), { force: true })));
    return orphans.length;
  }
}
