import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { logLines } from '../../../test/log-lines';
import { ManualClock } from '../../../test/clock';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { BELEGGER, logIn, TEST_HASHING, testConfig } from '../../../test/harness';
import { PasswordHasher } from '../../../security/passwords';
import { seedDemoData } from '../../../seed/seed';
import { application, withRealUploads } from './test-support';

/** What the log must never hold: a BSN, a document number, a name or address of an applicant. */
describe('the log of investment applications', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    const [pglite] = databaseKinds();
    if (!pglite) throw new Error('No database kind');
    database = await pglite.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), new ManualClock());
  });
  afterAll(() => database.destroy());

  it('holds neither the BSN nor the document number, of a stored or a refused application', async () => {
    const { stream, lines } = logLines();
    const clock = new ManualClock();
    const app = await buildApp({
      config: testConfig(),
      db: database.handle.db,
      clock,
      passwordHashing: TEST_HASHING,
      logger: { level: 'trace', stream },
    });
    try {
      const cookie = await logIn(app, BELEGGER.email, BELEGGER.password);
      const body = await withRealUploads({ app }, cookie, application('partner', 'nederlands'));
      const post = (payload: unknown) =>
        app.inject({
          method: 'POST',
          url: '/api/investment-applications',
          headers: { cookie },
          payload: payload as object,
        });
      const refused = await post({ ...body, flow: 'onbekend' });
      expect(refused.statusCode).toBe(422);
      const stored = await post(body);
      expect(stored.statusCode, stored.body).toBe(201);
      const prefill = await app.inject({
        url: '/api/investment-applications/prefill',
        headers: { cookie },
      });
      expect(prefill.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('investment application stored');
    for (const secret of [
      '111222333',
      '123456782',
      'XR1001R58',
      'IH12AB345',
      'Dorpsstraat',
      'NL91ABNA',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
