import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema';
import { postCalculation, problemsOf, sbFundIds, sbRequest } from './test-support';
import { DEMO_INVESTOR_ID } from '../../seed/demo-accounts';
import { databaseKinds } from '../../test/databases';
import { createTestApp, freshIp, type TestApp } from '../../test/harness';
import { sessions, type Sessions } from '../../test/portfolio';

const UNSAFE = 'bevat een stuurteken of een ongeldig teken; haal dat teken weg.';
const HIDDEN =
  'bevat een onzichtbaar teken (zoals een teken dat de leesrichting omdraait of een teken zonder breedte) dat verbergt wat er staat; haal dat teken weg.';

describe.each(databaseKinds())('control characters and lone surrogates on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  /** Each description is refused with `message` at the field, and no offer is stored. */
  async function expectDescriptionsRefused(descriptions: string[], message: string) {
    const ids = await sbFundIds(t);
    for (const description of descriptions) {
      const response = await postCalculation(
        t,
        { ...sbRequest(ids), description },
        { cookie: s.owner },
      );
      expect(problemsOf(response), JSON.stringify(description)).toEqual([
        `Omschrijving: ${message}`,
      ]);
    }
    expect(await t.db.select().from(offers).where(eq(offers.userId, DEMO_INVESTOR_ID))).toEqual([]);
  }

  it('refuses them in a saved calculation’s description with a 422 naming the field', async () => {
    await expectDescriptionsRefused(
      ['Studie\u0000Emma', 'Studie \ud800', '\udc00', 'a\u001bb', 'x\u007f', '\u0085'],
      UNSAFE,
    );
  });

  it('refuses format characters that hide what the text says, naming the field', async () => {
    await expectDescriptionsRefused(
      [
        'Studie \u202Egnp.exe',
        '\u2066Emma\u2069',
        'Stu\u200Bdie',
        'Studie\u200F',
        '\u2060',
        '\uFEFFStudie',
        'Stu\u00ADdie',
      ],
      HIDDEN,
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'belegger@example.com\u200B', password: 'Belegger-demo-2026' },
      remoteAddress: freshIp(),
    });
    expect(problemsOf(login)).toEqual([`E-mailadres: ${HIDDEN}`]);
  });

  it('lets ordinary text through: accents, emoji (a surrogate pair), tab and newline', async () => {
    const ids = await sbFundIds(t);
    const description = 'Één 🏠 voor\tde\nstudie 👩‍💻';
    const response = await postCalculation(
      t,
      { ...sbRequest(ids), description },
      { cookie: s.owner },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('names the field anywhere in the body, in a list, and in the query string', async () => {
    const ids = await sbFundIds(t);
    const nested = await postCalculation(t, {
      ...sbRequest(ids),
      funds: [{ id: ids['SB-OBL'], percentage: 1, naam: 'a\u0000' }],
    });
    expect(problemsOf(nested)).toEqual([`Fonds 1: ${UNSAFE}`]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'belegger@example.com\u0000', password: 'x\ud83d' },
      remoteAddress: freshIp(),
    });
    expect(problemsOf(login)).toEqual([`E-mailadres: ${UNSAFE}`, `Wachtwoord: ${UNSAFE}`]);

    const query = await t.app.inject({
      url: '/api/contracts/1001/rendement?van=2020-01-01%00&tot=2025-12-31',
      headers: { cookie: s.owner },
    });
    expect(problemsOf(query)).toEqual([`Begindatum: ${UNSAFE}`]);

    // What a route checks first (here: the session) still comes first.
    const anonymous = await t.app.inject({
      url: '/api/contracts/1001/rendement?van=2020-01-01%00&tot=2025-12-31',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
