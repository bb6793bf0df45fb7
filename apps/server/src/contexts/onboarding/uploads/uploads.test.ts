import { UPLOAD_MAX_BYTES, uploadSchema, type Upload } from '@bp/api-schema';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  ADMIN,
  BELEGGER,
  createTestApp,
  NIEUW,
  freshIp,
  logIn,
  TEST_DATA_ENCRYPTION_KEY,
  type TestApp,
} from '../../../test/harness';
import { expectProblem, NOT_LOGGED_IN, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { CHUNK_BYTES, openChunk } from '../../../security/sealed-chunks';
import { DOWNLOADS_PER_USER, UPLOADS_PER_USER } from '../../identity';
import { UPLOAD_MESSAGES } from './messages';
import {
  elfExecutable,
  fileStoreOf,
  multipart,
  oneFile,
  pdfOfSize,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  windowsExecutable,
} from './test-files';

describe.each(databaseKinds())('uploads on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  function send(
    body: { payload: Buffer | string; headers: Record<string, string> },
    cookie: string | null = s.owner,
    extraHeaders: Record<string, string> = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, ...extraHeaders, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
      remoteAddress: freshIp(),
    });
  }

  function read(id: string, cookie: string | null = s.owner) {
    return t.app.inject({ url: `/api/uploads/${id}`, headers: cookie ? { cookie } : {} });
  }

  function created(response: LightMyRequestResponse): Upload {
    expect(response.statusCode, response.body).toBe(201);
    return uploadSchema.parse(response.json());
  }

  async function storedCount(): Promise<number> {
    const [row] = await sqlRows<{ count: string }>(
      t.db,
      sql`select count(*)::text as count from uploads`,
    );
    return Number(row?.count);
  }

  it.each([
    ['paspoort.pdf', 'application/pdf', tinyPdf()],
    ['rijbewijs.jpg', 'image/jpeg', tinyJpeg()],
    ['uittreksel.png', 'image/png', tinyPng()],
  ])('accepts %s as %s and gives it back to its owner only', async (name, type, bytes) => {
    // The header lies: the type comes from the bytes.
    const upload = created(await send(oneFile(name, 'application/octet-stream', bytes)));
    expect(upload).toEqual({ id: upload.id, name, size: bytes.length, type });

    const back = await read(upload.id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe(type);
    expect(back.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.rawPayload.equals(bytes)).toBe(true);

    expectProblem(await read(upload.id, s.other), 404, UPLOAD_MESSAGES.notFound);
    expectProblem(await read(upload.id, null), 401, NOT_LOGGED_IN);
  });

  it('sends a download of several chunks as stored, never compressed again', async () => {
    // As compressible as a file gets: it would shrink if the reply were compressed.
    const bytes = pdfOfSize(3 * CHUNK_BYTES + 1);
    const upload = created(await send(oneFile('groot.pdf', 'application/pdf', bytes)));
    const back = await t.app.inject({
      url: `/api/uploads/${upload.id}`,
      headers: { cookie: s.owner, 'accept-encoding': 'br, gzip' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-encoding']).toBeUndefined();
    expect(back.headers['content-length']).toBe(String(bytes.length));
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });

  it('stores the file encrypted: the store holds no plaintext, only what the key opens', async () => {
    const bytes = tinyPdf();
    const upload = created(await send(oneFile('geheim.pdf', 'application/pdf', bytes)));
    const [row] = await sqlRows<{ user_id: string; ciphertext: string | null }>(
      t.db,
      sql`select user_id::text, encode(ciphertext, 'hex') as ciphertext
          from uploads where id = ${upload.id}`,
    );
    if (!row) throw new Error('no row');
    expect(row.ciphertext).toBeNull();
    const reader = await fileStoreOf(t).reader(upload.id);
    const sealed = await reader.chunk(0);
    await reader.close();
    if (sealed === null) throw new Error('no chunk');
    expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
    expect(sealed.includes(Buffer.from('/Catalog'))).toBe(false);
    const record = `upload:${upload.id}:${row.user_id}`;
    expect(openChunk(TEST_DATA_ENCRYPTION_KEY, sealed, record, 0, 1).equals(bytes)).toBe(true);
  });

  it.each([
    ['a Linux executable', elfExecutable()],
    ['a Windows executable', windowsExecutable()],
    ['a text file', Buffer.from('Dit is geen PDF.\n')],
  ])(
    'refuses %s named .pdf and sent as application/pdf with 415, storing nothing',
    async (_what, bytes) => {
      const before = await storedCount();
      expectProblem(
        await send(oneFile('paspoort.pdf', 'application/pdf', bytes)),
        415,
        UPLOAD_MESSAGES.unsupportedType,
      );
      expect(await storedCount()).toBe(before);
    },
  );

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413', async () => {
    const exact = created(
      await send(oneFile('groot.pdf', 'application/pdf', pdfOfSize(UPLOAD_MAX_BYTES))),
    );
    expect(exact.size).toBe(10 * 1024 * 1024);
    const before = await storedCount();
    expectProblem(
      await send(oneFile('te-groot.pdf', 'application/pdf', pdfOfSize(UPLOAD_MAX_BYTES + 1))),
      413,
      UPLOAD_MESSAGES.tooLarge,
    );
    expect(await storedCount()).toBe(before);
  });

  it('refuses a request without a file, with two files, or with an empty file (422)', async () => {
    const before = await storedCount();
    expectProblem(
      await send(multipart([{ name: 'omschrijving', value: 'voorkant' }])),
      422,
      UPLOAD_MESSAGES.noFile,
    );
    expectProblem(await send(multipart([])), 422, UPLOAD_MESSAGES.noFile);
    expectProblem(
      await send(
        multipart([
          { name: 'file', filename: 'voorkant.png', contentType: 'image/png', value: tinyPng() },
          { name: 'file', filename: 'achterkant.png', contentType: 'image/png', value: tinyPng() },
        ]),
      ),
      422,
      UPLOAD_MESSAGES.oneFileOnly,
    );
    expectProblem(
      await send(oneFile('leeg.pdf', 'application/pdf', Buffer.alloc(0))),
      422,
      UPLOAD_MESSAGES.empty,
    );
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file name with a character that hides what it says (422), storing nothing', async () => {
    const before = await storedCount();
    // U+202E turns the rest around: "\u202Egnp.exe" shows as "exe.png".
    for (const name of [
      '\u202Egnp.exe',
      'pas\u200Bpoort.pdf',
      '\u2066paspoort.pdf',
      '\uFEFFa.png',
    ]) {
      expectProblem(
        await send(oneFile(name, 'image/png', tinyPng())),
        422,
        'Bestandsnaam: bevat een onzichtbaar teken (zoals een teken dat de leesrichting omdraait of een teken zonder breedte) dat verbergt wat er staat; haal dat teken weg.',
      );
    }
    expect(await storedCount()).toBe(before);
  });

  it('takes multipart only (415 for JSON), and multipart nowhere else (415)', async () => {
    expectProblem(
      await send({
        payload: '{"file":"JVBERi0="}',
        headers: { 'content-type': 'application/json' },
      }),
      415,
      UPLOAD_MESSAGES.notMultipart,
    );
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/postcode',
      headers: { ...oneFile('a.pdf', 'application/pdf', tinyPdf()).headers, cookie: s.owner },
      payload: oneFile('a.pdf', 'application/pdf', tinyPdf()).payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('is for logged-in users from our own pages only', async () => {
    expectProblem(
      await send(oneFile('a.pdf', 'application/pdf', tinyPdf()), null),
      401,
      NOT_LOGGED_IN,
    );
    const foreign = await send(oneFile('a.pdf', 'application/pdf', tinyPdf()), s.owner, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('shows a sent path or control characters as a plain file name', async () => {
    const upload = created(
      await send(oneFile('C:\\fakepath\\kvk\tuittreksel.pdf', 'application/pdf', tinyPdf())),
    );
    expect(upload.name).toBe('kvk uittreksel.pdf');
    expect((await read(upload.id)).headers['content-disposition']).toBe(
      'attachment; filename="kvk_uittreksel.pdf"',
    );
  });

  it('answers 404 for an id that cannot be one', async () => {
    for (const id of ['abc', '0', '00000000-0000-0000-0000-000000000000']) {
      expectProblem(await read(id), 404, UPLOAD_MESSAGES.notFound);
    }
  });

  it('refuses a user’s uploads beyond the limit with 429', async () => {
    const admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    for (let count = 0; count < UPLOADS_PER_USER.limit; count += 1) {
      created(await send(oneFile('a.png', 'image/png', tinyPng()), admin));
    }
    const refused = await send(oneFile('a.png', 'image/png', tinyPng()), admin);
    expectProblem(refused, 429, UPLOAD_MESSAGES.tooMany);
    created(await send(oneFile('a.png', 'image/png', tinyPng())));
  });

  it('refuses a user’s downloads beyond the limit with a Dutch 429, and no one else’s', async () => {
    // A fresh app: the counters of the tests above stay out of it.
    const fresh = await createTestApp(kind);
    try {
      const limited = await logIn(fresh.app, NIEUW.email, NIEUW.password);
      const unaffected = await logIn(fresh.app, BELEGGER.email, BELEGGER.password);
      const upload = async (cookie: string) => {
        const body = oneFile('a.png', 'image/png', tinyPng());
        return created(
          await fresh.app.inject({
            method: 'POST',
            url: '/api/uploads',
            headers: { ...body.headers, cookie },
            payload: body.payload,
          }),
        );
      };
      const download = (id: string, cookie: string) =>
        fresh.app.inject({ url: `/api/uploads/${id}`, headers: { cookie } });
      const own = await upload(limited);
      const theirs = await upload(unaffected);
      for (let count = 0; count < DOWNLOADS_PER_USER.limit; count += 1) {
        expect((await download(own.id, limited)).statusCode).toBe(200);
      }
      const refused = await download(own.id, limited);
      expectProblem(refused, 429, UPLOAD_MESSAGES.tooManyDownloads);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await download(theirs.id, unaffected);
      expect(other.statusCode).toBe(200);
      expect(other.rawPayload.equals(tinyPng())).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
