import { z } from '@bp/api-schema';
import { BSN_HELD_ELSEWHERE_MESSAGE, PERSONAL_DATA_CHANGE_MESSAGES } from '@bp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR_ID } from '../../../seed/demo-accounts';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, logIn, NIEUW, type TestApp } from '../../../test/harness';
import { sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { application, applicationRequests, withRealUploads } from './test-support';

const HISTORY = sql`select field, old_value, new_value, changed_by::text as changed_by,
  related_person_id::text, changed_at::text from personal_data_changes order by id`;

function messagesOf(body: unknown): string[] {
  return z.object({ errors: z.object({ ErrorMessage: z.array(z.string()) }) }).parse(body).errors
    .ErrorMessage;
}

describe.each(databaseKinds())('a BSN belongs to one person, on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let newcomer: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
    newcomer = await logIn(t.app, NIEUW.email, NIEUW.password);
  });
  afterAll(() => t.close());

  const { send, stored, created, refused } = applicationRequests(
    () => t,
    () => s.owner,
  );
  const unconfirmed = { confirmPersonalDataChanges: undefined };

  it('refuses a difference with the stored name and birth date unless confirmed (409), and writes nothing', async () => {
    // The demo investor is known as J. de Vries, born 12-04-1968; the fixture is J.P. van der Berg.
    const body = await withRealUploads(t, s.owner, application('mijn', 'nederlands', unconfirmed));
    const before = await stored();
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(409);
    expect(messagesOf(response.json())).toEqual([
      PERSONAL_DATA_CHANGE_MESSAGES.unconfirmed,
      'Uw gegevens: voorletters "J." wordt "J.P.".',
      'Uw gegevens: tussenvoegsel "de" wordt "van der".',
      'Uw gegevens: achternaam "Vries" wordt "Berg".',
      'Uw gegevens: geboortedatum "1968-04-12" wordt "1980-05-17".',
    ]);
    expect(await stored()).toEqual(before);
    expect(await sqlRows(t.db, HISTORY)).toEqual([]);
  });

  it('stores a confirmed change and records it in the history: who, when, old → new', async () => {
    const now = t.clock.now().toISOString();
    const body = await withRealUploads(t, s.owner, application('mijn', 'nederlands'));
    created(await send(body));
    const [own] = await sqlRows<{ achternaam: string; geboortedatum: string }>(
      t.db,
      sql`select achternaam, geboortedatum::text from personal_info where user_id = ${DEMO_INVESTOR_ID}`,
    );
    expect(own).toEqual({ achternaam: 'Berg', geboortedatum: '1980-05-17' });
    const history = await sqlRows<Record<string, string | null>>(t.db, HISTORY);
    expect(history.map(({ changed_at: _at, ...row }) => row)).toEqual([
      row('initialen', 'J.', 'J.P.'),
      row('tussenvoegsel', 'de', 'van der'),
      row('achternaam', 'Vries', 'Berg'),
      row('geboortedatum', '1968-04-12', '1980-05-17'),
    ]);
    for (const { changed_at } of history) {
      expect(new Date(String(changed_at)).toISOString()).toBe(now);
    }
  });

  it('takes the investor’s own BSN again, with nothing left to confirm', async () => {
    const body = await withRealUploads(t, s.owner, application('mijn', 'duits', unconfirmed));
    created(await send(body));
    expect(await sqlRows(t.db, HISTORY)).toHaveLength(4);
  });

  it('refuses the BSN another account holds, as mijn or as partner, without saying whose', async () => {
    // 111222333 is the demo investor's own now.
    const asMijn = await withRealUploads(t, newcomer, application('mijn', 'nederlands'));
    const messages = await refused(
      asMijn,
      [`Uw gegevens: ${BSN_HELD_ELSEWHERE_MESSAGE}`],
      newcomer,
    );
    expect(messages.join(' ')).not.toMatch(/Vries|Berg|belegger@/);

    const asPartner = application('partner', 'nederlands');
    if (asPartner.applicant.type !== 'partner') throw new Error('partner expected');
    asPartner.applicant.mijn = { ...asPartner.applicant.mijn, bsn: '999990019' };
    asPartner.applicant.partner = { ...asPartner.applicant.partner, bsn: '111222333' };
    await refused(
      await withRealUploads(t, newcomer, asPartner),
      [`Partner: ${BSN_HELD_ELSEWHERE_MESSAGE}`],
      newcomer,
    );
  });

  function row(field: string, oldValue: string, newValue: string) {
    return {
      field,
      old_value: oldValue,
      new_value: newValue,
      changed_by: DEMO_INVESTOR_ID,
      related_person_id: null,
    };
  }
});
