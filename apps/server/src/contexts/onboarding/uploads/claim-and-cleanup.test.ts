import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { FieldProblems } from '../../../http/problem';
import { databaseKinds } from '../../../test/databases';
import {
  BELEGGER,
  createTestApp,
  NIEUW,
  TEST_DATA_ENCRYPTION_KEY,
  type TestApp,
} from '../../../test/harness';
import { expectProblem } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { claimUploads } from './claim-uploads';
import { removeUnreferencedUploads } from './cleanup';
import { scheduleUploadCleanup } from './cleanup-schedule';
import { UPLOAD_MESSAGES } from './messages';
import { fileStoreOf, tinyPdf } from './test-files';
import { storeUpload } from './upload-store';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-24T12:00:00Z');

describe.each(databaseKinds())('claiming and clearing uploads on $name', (kind) => {
  let t: TestApp;
  let investor: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const idOf = async (email: string) => {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      return user.id;
    };
    investor = await idOf(BELEGGER.email);
    other = await idOf(NIEUW.email);
  });
  afterAll(() => t.close());

  async function uploadOf(userId: string, createdAt: Date = NOW): Promise<string> {
    const upload = await storeUpload(fileStoreOf(t), TEST_DATA_ENCRYPTION_KEY, {
      userId,
      name: 'kopie.pdf',
      contentType: 'application/pdf',
      bytes: tinyPdf(),
      now: createdAt,
    });
    return upload.id;
  }

  async function referenceOf(id: string): Promise<string | null | undefined> {
    const [row] = await sqlRows<{ reference: string | null }>(
      t.db,
      sql`select reference from uploads where id = ${id}`,
    );
    return row === undefined ? undefined : row.reference;
  }

  async function refusal(work: Promise<unknown>): Promise<FieldProblems> {
    const error: unknown = await work.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!(error instanceof FieldProblems))
      throw new Error(`expected FieldProblems, got ${String(error)}`);
    return error;
  }

  it('claims the investor’s own uploads for an application', async () => {
    const front = await uploadOf(investor);
    const back = await uploadOf(investor);
    await t.db.transaction((tx) =>
      claimUploads(
        tx,
        investor,
        [
          { field: 'applicant.mijn.kopie.voorkant', id: front },
          { field: 'applicant.mijn.kopie.achterkant', id: back.toUpperCase() },
        ],
        'application:1',
        NOW,
      ),
    );
    expect(await referenceOf(front)).toBe('application:1');
    expect(await referenceOf(back)).toBe('application:1');
  });

  it('refuses another investor’s upload, naming the field, and claims nothing of the rest', async () => {
    const own = await uploadOf(investor);
    const theirs = await uploadOf(other);
    const error = await refusal(
      t.db.transaction((tx) =>
        claimUploads(
          tx,
          investor,
          [
            { field: 'applicant.mijn.kopie.voorkant', id: own },
            { field: 'applicant.mijn.kopie.achterkant', id: theirs },
          ],
          'application:2',
          NOW,
        ),
      ),
    );
    expect(error.issues).toEqual([
      { field: 'applicant/mijn/kopie/achterkant', message: UPLOAD_MESSAGES.notAvailable },
    ]);
    // The transaction rolled back: the own upload is still free, theirs untouched.
    expect(await referenceOf(own)).toBeNull();
    expect(await referenceOf(theirs)).toBeNull();
  });

  it('refuses an upload another application already claimed, and ids that name nothing', async () => {
    const upload = await uploadOf(investor);
    await t.db.transaction((tx) =>
      claimUploads(tx, investor, [{ field: 'kvkKopie', id: upload }], 'application:3', NOW),
    );
    const error = await refusal(
      t.db.transaction((tx) =>
        claimUploads(
          tx,
          investor,
          [
            { field: 'kvkKopie', id: upload },
            { field: 'UBOKopie', id: 'geen-uuid' },
            { field: 'cln', id: '00000000-0000-4000-8000-000000000000' },
          ],
          'application:4',
          NOW,
        ),
      ),
    );
    expect(error.issues.map((issue) => issue.field)).toEqual(['kvkKopie', 'UBOKopie', 'cln']);
    expect(await referenceOf(upload)).toBe('application:3');
  });

  it('words a refusal as a Dutch 422 that names the field with the route’s labels', async () => {
    const theirs = await uploadOf(other);
    const app = await createTestApp(kind, {
      seed: false,
      extraPublicRoutes: ['POST /api/test-claim'],
      extraRoutes: (extra) => {
        extra.post(
          '/api/test-claim',
          {
            config: {
              fieldLabels: {
                'applicant.mijn.kopie.voorkant': 'Kopie identiteitsbewijs (voorkant)',
              },
            },
          },
          async () => {
            await claimUploads(
              t.db,
              investor,
              [{ field: 'applicant.mijn.kopie.voorkant', id: theirs }],
              'application:5',
              NOW,
            );
            return {};
          },
        );
      },
    });
    try {
      expectProblem(
        await app.app.inject({ method: 'POST', url: '/api/test-claim' }),
        422,
        `Kopie identiteitsbewijs (voorkant): ${UPLOAD_MESSAGES.notAvailable}`,
      );
    } finally {
      await app.close();
    }
  });

  it('of two applications claiming one upload at once, exactly one gets it', async () => {
    const upload = await uploadOf(investor);
    const results = await Promise.allSettled(
      ['application:6', 'application:7'].map((reference) =>
        t.db.transaction((tx) =>
          claimUploads(tx, investor, [{ field: 'kopie', id: upload }], reference, NOW),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(['application:6', 'application:7']).toContain(await referenceOf(upload));
  });

  it('removes unclaimed uploads older than a day, and only those', async () => {
    await t.db.execute(sql`delete from uploads`);
    const old = await uploadOf(investor, new Date(NOW.getTime() - 25 * HOUR));
    const almostADay = await uploadOf(other, new Date(NOW.getTime() - 23 * HOUR));
    const oldButClaimed = await uploadOf(investor, new Date(NOW.getTime() - 72 * HOUR));
    await t.db.transaction((tx) =>
      claimUploads(tx, investor, [{ field: 'kopie', id: oldButClaimed }], 'application:8', NOW),
    );
    expect(await removeUnreferencedUploads(t.db, fileStoreOf(t), NOW)).toBe(1);
    expect(await referenceOf(old)).toBeUndefined();
    expect(await referenceOf(almostADay)).toBeNull();
    expect(await referenceOf(oldButClaimed)).toBe('application:8');
    expect(
      await removeUnreferencedUploads(t.db, fileStoreOf(t), new Date(NOW.getTime() + 2 * HOUR)),
    ).toBe(1);
    expect(await referenceOf(almostADay)).toBeUndefined();
  });

  it('clears unclaimed uploads when the server starts listening, then on its interval', async () => {
    await t.db.execute(sql`delete from uploads`);
    const app = await createTestApp(kind, {
      seed: false,
      extraRoutes: (extra) =>
        scheduleUploadCleanup(extra, { db: t.db, clock: { now: () => NOW } }, fileStoreOf(t), 50),
    });
    try {
      const first = await uploadOf(investor, new Date(NOW.getTime() - 25 * HOUR));
      await app.app.listen({ host: '127.0.0.1', port: 0 });
      await expect.poll(() => referenceOf(first)).toBeUndefined();
      const second = await uploadOf(investor, new Date(NOW.getTime() - 25 * HOUR));
      await expect.poll(() => referenceOf(second)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
