import { randomUUID } from 'node:crypto';
import { open, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { UPLOAD_MAX_BYTES } from '@bp/api-schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../../db/schema';
import { DecryptionError, encrypt } from '../../../security/encryption';
import { CHUNK_BYTES, SEALED_CHUNK_MAX_BYTES } from '../../../security/sealed-chunks';
import { databaseKinds } from '../../../test/databases';
import {
  BELEGGER,
  createTestApp,
  NIEUW,
  temporaryDir,
  TEST_DATA_ENCRYPTION_KEY,
  type TestApp,
} from '../../../test/harness';
import { expectProblem, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { removeUnreferencedUploads } from './cleanup';
import type { UploadFileStore } from './file-store';
import { UPLOAD_MESSAGES } from './messages';
import { fileStoreOf, oneFile, pdfOfSize } from './test-files';
import { openOwnUpload, storeUpload } from './upload-store';

const HOUR = 60 * 60 * 1000;
const KEY = TEST_DATA_ENCRYPTION_KEY;

/** A 10 MB PDF whose every chunk differs, so a moved chunk cannot pass for the right one. */
function tenMegabytes(): Buffer {
  const file = pdfOfSize(UPLOAD_MAX_BYTES);
  for (let offset = CHUNK_BYTES; offset < file.length; offset += 997) file[offset] = offset % 251;
  return file;
}

describe.each(databaseKinds())('uploads in chunks on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let files: UploadFileStore;
  let investor: string;
  const embedded = kind.name === 'PGlite';

  beforeAll(async () => {
    // A DATA_DIR of its own: the embedded store's files are counted.
    t = await createTestApp(kind, { dataDir: await temporaryDir('chunks-') });
    s = await sessions(t);
    files = fileStoreOf(t);
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BELEGGER.email));
    if (!user) throw new Error('no investor');
    investor = user.id;
  });
  afterAll(() => t.close());

  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

  async function upload(bytes: Buffer, cookie: string = s.owner): Promise<string> {
    const body = oneFile('groot.pdf', 'application/pdf', bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }

  async function sealedChunks(id: string): Promise<Buffer[]> {
    const reader = await files.reader(id);
    try {
      const chunks: Buffer[] = [];
      for (let index = 0; ; index += 1) {
        const chunk = await reader.chunk(index);
        if (chunk === null) return chunks;
        chunks.push(Buffer.from(chunk));
      }
    } finally {
      await reader.close();
    }
  }

  /** Overwrites stored chunk `index` of upload `id` (what an attacker with the storage could do). */
  async function overwriteChunk(id: string, index: number, sealed: Buffer): Promise<void> {
    if (embedded) {
      const handle = await open(path.join(uploadsDir(), id), 'r+');
      await handle.write(sealed, 0, sealed.length, index * SEALED_CHUNK_MAX_BYTES);
      await handle.close();
    } else {
      await t.db.execute(
        sql`update upload_chunks set sealed = ${sealed}
            where upload_id = ${id} and chunk_index = ${index}`,
      );
    }
  }

  async function uploadsOf(userId: string): Promise<number> {
    const rows = await t.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.userId, userId));
    return rows.length;
  }

  async function storedChunkCount(): Promise<number> {
    if (embedded) return (await readdir(uploadsDir()).catch(() => [])).length;
    const [row] = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from upload_chunks`,
    );
    return Number(row?.count);
  }

  it('gives a 10 MB file back byte for byte', async () => {
    const bytes = tenMegabytes();
    const id = await upload(bytes);
    const back = await t.app.inject({ url: `/api/uploads/${id}`, headers: { cookie: s.owner } });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-length']).toBe(String(bytes.length));
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores it in chunks: no stored value is larger than one sealed chunk', async () => {
    const id = await upload(tenMegabytes());
    const chunks = await sealedChunks(id);
    expect(chunks).toHaveLength(UPLOAD_MAX_BYTES / CHUNK_BYTES);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(SEALED_CHUNK_MAX_BYTES);
    const [row] = await sqlRows<{ chunk_count: string; whole: string | null }>(
      t.db,
      sql`select chunk_count::text, octet_length(ciphertext)::text as whole
          from uploads where id = ${id}`,
    );
    expect(row).toEqual({ chunk_count: '40', whole: null });
    if (embedded) {
      expect((await stat(path.join(uploadsDir(), id))).size).toBe(40 * SEALED_CHUNK_MAX_BYTES);
    } else {
      const [largest] = await sqlRows<{ largest: string; count: string }>(
        t.db,
        sql`select max(octet_length(sealed))::text as largest, count(*)::text as count
            from upload_chunks where upload_id = ${id}`,
      );
      expect(largest).toEqual({ largest: String(SEALED_CHUNK_MAX_BYTES), count: '40' });
    }
  });

  /** True once a chunk of an upload is written, committed or not (a write under way). */
  async function aChunkIsBeingWritten(): Promise<boolean> {
    if (embedded) {
      const names = await readdir(uploadsDir()).catch(() => [] as string[]);
      const parts = names.filter((name) => name.endsWith('.part'));
      const sizes = await Promise.all(parts.map((name) => stat(path.join(uploadsDir(), name))));
      return sizes.some((file) => file.size >= SEALED_CHUNK_MAX_BYTES);
    }
    // Not committed, so not visible as rows: the writing connection's statement is.
    const rows = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from pg_stat_activity
          where datname = current_database() and query like 'insert into "upload_chunks"%'`,
    );
    return Number(rows[0]?.count) > 0;
  }

  it('seals and writes chunks while the body still arrives, and shows the upload only once complete', async () => {
    const bytes = tenMegabytes();
    const body = oneFile('stroom.pdf', 'application/pdf', bytes);
    const payload = Buffer.from(body.payload);
    const before = await uploadsOf(investor);
    let writtenEarly = false;
    // The first 3 MB, then nothing more until a chunk has been written (or 20 s went by): a
    // server that read the whole body before storing any of it would never write one.
    const stream = Readable.from(
      (async function* () {
        yield payload.subarray(0, 3 * 1024 * 1024);
        for (let waited = 0; waited < 20_000 && !writtenEarly; waited += 20) {
          writtenEarly = await aChunkIsBeingWritten();
          if (!writtenEarly) await setTimeout(20);
        }
        expect(await uploadsOf(investor)).toBe(before);
        yield payload.subarray(3 * 1024 * 1024);
      })(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, cookie: s.owner },
      payload: stream,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(writtenEarly).toBe(true);
    const { id } = response.json() as { id: string };
    const back = await t.app.inject({ url: `/api/uploads/${id}`, headers: { cookie: s.owner } });
    expect(back.rawPayload.equals(bytes)).toBe(true);
  }, 30_000);

  it('detects swapped chunks and chunks of another upload: an error, never wrong bytes', async () => {
    const bytes = tenMegabytes();
    const id = await upload(bytes);
    const [first, second, third, fourth] = await sealedChunks(id);
    if (!first || !second || !third || !fourth) throw new Error('too few chunks');

    // Chunks 2 and 3 swapped: the first two come out right, then the reading fails.
    await overwriteChunk(id, 2, fourth);
    await overwriteChunk(id, 3, third);
    const file = await openOwnUpload(t.db, files, KEY, investor, id);
    if (!file) throw new Error('not found');
    const received: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of file.content) received.push(chunk);
    })();
    await expect(reading).rejects.toThrow(DecryptionError);
    expect(Buffer.concat(received).equals(bytes.subarray(0, 2 * CHUNK_BYTES))).toBe(true);

    // Chunks 0 and 1 swapped: refused before anything is sent, with a clear Dutch answer.
    await overwriteChunk(id, 0, second);
    await overwriteChunk(id, 1, first);
    const swapped = await t.app.inject({ url: `/api/uploads/${id}`, headers: { cookie: s.owner } });
    expectProblem(swapped, 500, UPLOAD_MESSAGES.damaged);

    // The first chunk of another upload, in its place: it names the other record.
    const other = await upload(bytes);
    const [foreign] = await sealedChunks(other);
    if (!foreign) throw new Error('no chunk');
    await overwriteChunk(id, 0, foreign);
    await expect(openOwnUpload(t.db, files, KEY, investor, id)).rejects.toThrow(DecryptionError);
  });

  it('leaves nothing behind when storing fails half-way, or when the row cannot be written', async () => {
    const before = { uploads: await uploadsOf(investor), chunks: await storedChunkCount() };
    const failing: UploadFileStore = {
      write: (id, chunks, row) =>
        files.write(
          id,
          (async function* () {
            let written = 0;
            for await (const chunk of chunks) {
              if (written === 20) throw new Error('disk full (forced)');
              written += 1;
              yield chunk;
            }
          })(),
          row,
        ),
      reader: (id) => files.reader(id),
      removeFilesOf: (ids) => files.removeFilesOf(ids),
      removeOrphans: (cutoff) => files.removeOrphans(cutoff),
    };
    const newUpload = (userId: string) => ({
      userId,
      name: 'half.pdf',
      contentType: 'application/pdf' as const,
      bytes: tenMegabytes(),
      now: t.clock.now(),
    });
    await expect(storeUpload(failing, KEY, newUpload(investor))).rejects.toThrow('forced');
    // No such user: the row fails (on the embedded database after the whole file was written).
    await expect(storeUpload(files, KEY, newUpload(randomUUID()))).rejects.toThrow();
    expect(await uploadsOf(investor)).toBe(before.uploads);
    expect(await storedChunkCount()).toBe(before.chunks);
  });

  it('removes the chunks of the uploads the cleanup removes', async () => {
    const now = t.clock.now();
    const old = await storeUpload(files, KEY, {
      userId: investor,
      name: 'oud.pdf',
      contentType: 'application/pdf',
      bytes: pdfOfSize(3 * CHUNK_BYTES),
      now: new Date(now.getTime() - 25 * HOUR),
    });
    expect(await sealedChunks(old.id)).toHaveLength(3);
    expect(await removeUnreferencedUploads(t.db, files, now)).toBeGreaterThanOrEqual(1);
    expect(await sealedChunks(old.id)).toEqual([]);
    if (!embedded) {
      const [row] = await sqlRows<{ count: string }>(
        t.db,
        sql`select count(*)::text as count from upload_chunks where upload_id = ${old.id}`,
      );
      expect(row?.count).toBe('0');
    }
  });

  it.runIf(embedded)(
    'removes a file left without an upload (a write the process did not finish)',
    async () => {
      const orphan = path.join(uploadsDir(), randomUUID());
      const unfinished = `${path.join(uploadsDir(), randomUUID())}.part`;
      const young = path.join(uploadsDir(), randomUUID());
      for (const file of [orphan, unfinished, young]) await writeFile(file, 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      await utimes(orphan, twoHoursAgo, twoHoursAgo);
      await utimes(unfinished, twoHoursAgo, twoHoursAgo);
      await removeUnreferencedUploads(t.db, files, new Date());
      const left = await readdir(uploadsDir());
      expect(left).not.toContain(path.basename(orphan));
      expect(left).not.toContain(path.basename(unfinished));
      expect(left).toContain(path.basename(young));
    },
  );

  it('still reads an upload stored before the chunks, as one value in its row', async () => {
    const [nieuw] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, NIEUW.email));
    if (!nieuw) throw new Error('no user');
    const id = randomUUID();
    const bytes = pdfOfSize(CHUNK_BYTES + 10);
    const sealed = encrypt(KEY, bytes, `upload:${id}:${nieuw.id}`);
    await t.db.insert(uploads).values({
      id,
      userId: nieuw.id,
      originalName: 'oud.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      createdAt: t.clock.now(),
      iv: sealed.iv,
      authTag: sealed.authTag,
      ciphertext: sealed.ciphertext,
    });
    const back = await t.app.inject({ url: `/api/uploads/${id}`, headers: { cookie: s.other } });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });
});
