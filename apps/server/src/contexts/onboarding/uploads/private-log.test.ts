import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { logLines } from '../../../test/log-lines';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { BELEGGER, logIn, TEST_HASHING, testConfig } from '../../../test/harness';
import { PasswordHasher } from '../../../security/passwords';
import { seedDemoData } from '../../../seed/seed';
import { ManualClock } from '../../../test/clock';
import type { AddressLookup } from '../postcode/address-lookup';
import { AddressLookupError } from '../postcode/address-lookup';
import { oneFile, tinyPdf } from './test-files';

/** What the log must never hold: a document's name or bytes, an address asked for. */
describe('the log of uploads and address lookups', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    const [pglite] = databaseKinds();
    if (!pglite) throw new Error('No database kind');
    database = await pglite.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), new ManualClock());
  });
  afterAll(() => database.destroy());

  it('names neither the file nor its contents, nor the postcode looked up', async () => {
    const { stream, lines } = logLines();
    const failing: AddressLookup = {
      find: () => Promise.reject(new AddressLookupError('timeout', 'PDOK did not answer')),
    };
    const app = await buildApp({
      config: testConfig(),
      db: database.handle.db,
      passwordHashing: TEST_HASHING,
      logger: { level: 'trace', stream },
      addressLookup: failing,
    });
    try {
      const cookie = await logIn(app, BELEGGER.email, BELEGGER.password);
      const secret = Buffer.concat([tinyPdf(), Buffer.from('%GEHEIME-INHOUD\n')]);
      const body = oneFile('Paspoort-Jansen.pdf', 'application/pdf', secret);
      const upload = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(201);
      const lookup = await app.inject({
        method: 'POST',
        url: '/api/postcode',
        headers: { cookie },
        payload: { postcode: '9731 AB', houseNumber: 77 },
      });
      expect(lookup.statusCode).toBe(502);
    } finally {
      await app.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('upload stored');
    expect(log).toContain('provider call failed');
    // (Digits alone would also match timestamps and ids.)
    for (const secret of ['Paspoort-Jansen', 'GEHEIME-INHOUD', '9731AB', '9731 AB']) {
      expect(log).not.toContain(secret);
    }
  });
});
