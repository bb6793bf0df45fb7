import { PERSONAL_INFO_MESSAGES } from '@bp/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personalDataChanges, personalInfo, users } from '../../../db/schema';
import { sealedFieldOf } from '../../../security/sealed-fields';
import { sealText } from '../../../security/sealed-text';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, NIEUW, createTestApp, logIn, type TestApp } from '../../../test/harness';

const DEMO_ID = '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01';
const ADDRESS = {
  land: 'NL',
  postcode: '1234 ab',
  huisnummer: '12a',
  straatnaam: 'Dorpsstraat',
  woonplaats: 'Amsterdam',
};

describe.each(databaseKinds())('PATCH /api/relations/me on $name', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  });
  afterAll(() => t.close());

  // Each test starts from the seeded investor with a known address and phone numbers.
  beforeEach(async () => {
    await t.db.delete(personalDataChanges);
    await t.db
      .update(personalInfo)
      .set({
        initialen: 'J.',
        tussenvoegsel: 'de',
        achternaam: 'Vries',
        land: 'NL',
        postcode: '1011AB',
        huisnummer: '1',
        straatnaam: 'Damrak',
        woonplaats: 'Amsterdam',
        telefoonnummer: null,
        mobiel: '+31612345678',
        bsnSealed: sealText(
          t.config.dataEncryptionKey,
          '111222333',
          sealedFieldOf.personalInfo(DEMO_ID, 'bsn'),
        ),
      })
      .where(eq(personalInfo.userId, DEMO_ID));
    await t.db.update(users).set({ username: 'J. de Vries' }).where(eq(users.id, DEMO_ID));
  });

  const patch = (payload: Record<string, unknown>, as = cookie) =>
    t.app.inject({ method: 'PATCH', url: '/api/relations/me', headers: { cookie: as }, payload });
  const recorded = () =>
    t.db
      .select({
        field: personalDataChanges.field,
        old: personalDataChanges.oldValue,
        new: personalDataChanges.newValue,
        changedBy: personalDataChanges.changedBy,
        relatedPersonId: personalDataChanges.relatedPersonId,
      })
      .from(personalDataChanges)
      .orderBy(asc(personalDataChanges.id));

  it('stores name, address, phones and username, answers the stored record and records each change', async () => {
    const response = await patch({
      initialen: 'J.P.',
      tussenvoegsel: '',
      achternaam: 'Bakker',
      adres: ADDRESS,
      telefoonnummer: '020 123 4567',
      mobiel: '+49 151 23456789',
      gebruikersnaam: ' J.P. Bakker ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: 1,
      Initialen: 'J.P.',
      Tussenvoegsel: null,
      Achternaam: 'Bakker',
      Geboortedatum: '••-••-1968',
      Email: BELEGGER.email,
      Postcode: '1234AB',
      Huisnummer: '12a',
      Straatnaam: 'Dorpsstraat',
      Woonplaats: 'Amsterdam',
      Land: 'NL',
      Telefoonnummer: '+31201234567',
      Mobiel: '+4915123456789',
      Gebruikersnaam: 'J.P. Bakker',
      Bsn: '•••••2333',
    });
    // What GET answers afterwards, and what the header reads (GET /api/users/me).
    const again = await t.app.inject({ url: '/api/relations/me', headers: { cookie } });
    expect(again.json()).toEqual(response.json());
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ username: 'J.P. Bakker' });

    const changes = await recorded();
    expect(changes).toEqual(
      [
        ['initialen', 'J.', 'J.P.'],
        ['tussenvoegsel', 'de', ''],
        ['achternaam', 'Vries', 'Bakker'],
        ['postcode', '1011AB', '1234AB'],
        ['huisnummer', '1', '12a'],
        ['straatnaam', 'Damrak', 'Dorpsstraat'],
        ['telefoonnummer', '', '+31201234567'],
        ['mobiel', '+31612345678', '+4915123456789'],
        ['gebruikersnaam', 'J. de Vries', 'J.P. Bakker'],
      ].map(([field, old, next]) => ({
        field,
        old,
        new: next,
        changedBy: DEMO_ID,
        relatedPersonId: null,
      })),
    );
  });

  it('changes only what was sent (partial), and records nothing for a value that stays', async () => {
    const response = await patch({ achternaam: 'Vries', telefoonnummer: '+32 2 555 12 12' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Initialen: 'J.',
      Tussenvoegsel: 'de',
      Achternaam: 'Vries',
      Postcode: '1011AB',
      Mobiel: '+31612345678',
      Telefoonnummer: '+3225551212',
      Gebruikersnaam: 'J. de Vries',
    });
    expect((await recorded()).map((change) => change.field)).toEqual(['telefoonnummer']);
    // Clearing the optional phone number is a change too; an empty body changes nothing.
    expect((await patch({ telefoonnummer: null })).json()).toMatchObject({ Telefoonnummer: null });
    expect((await patch({})).statusCode).toBe(200);
    expect((await recorded()).map((change) => change.field)).toEqual([
      'telefoonnummer',
      'telefoonnummer',
    ]);
  });

  it('takes an address abroad as onboarding does', async () => {
    const response = await patch({
      adres: {
        land: 'DE',
        postcode: '10115',
        huisnummer: '5',
        straatnaam: 'Invalidenstraße',
        woonplaats: 'Berlin',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Land: 'DE', Postcode: '10115' });
  });

  it('refuses wrong fields with a Dutch message naming each, and changes nothing', async () => {
    const response = await patch({
      initialen: '1.',
      achternaam: '',
      adres: { ...ADDRESS, postcode: '0123 AB', huisnummer: 'x', straatnaam: '' },
      telefoonnummer: '12345',
      mobiel: '020 123 4567',
      gebruikersnaam: 'x'.repeat(61),
    });
    expect(response.statusCode).toBe(422);
    const messages: string[] = response.json().errors.ErrorMessage;
    for (const label of [
      'Voorletters: ',
      'Achternaam: ',
      'Straatnaam: ',
      'Telefoonnummer: ',
      'Mobiel nummer: ',
      'Gebruikersnaam: ',
    ]) {
      expect(
        messages.some((message) => message.startsWith(label)),
        label,
      ).toBe(true);
    }
    expect(await recorded()).toEqual([]);
    const [row] = await t.db.select().from(personalInfo).where(eq(personalInfo.userId, DEMO_ID));
    expect(row).toMatchObject({ initialen: 'J.', achternaam: 'Vries', postcode: '1011AB' });
  });

  it('checks a Dutch postcode and house number once the other fields pass', async () => {
    const response = await patch({ adres: { ...ADDRESS, postcode: '0123 AB', huisnummer: 'x' } });
    expect(response.statusCode).toBe(422);
    const messages: string[] = response.json().errors.ErrorMessage;
    expect(messages.some((message) => message.startsWith('Postcode: '))).toBe(true);
    expect(messages.some((message) => message.startsWith('Huisnummer: '))).toBe(true);
  });

  it('takes the address whole: a part is refused', async () => {
    const response = await patch({ adres: { postcode: '1234AB' } });
    expect(response.statusCode).toBe(422);
    expect(await recorded()).toEqual([]);
  });

  it('refuses the BSN, the date of birth and the e-mail address, saying how they change', async () => {
    for (const [payload, message] of [
      [{ bsn: '111222333' }, PERSONAL_INFO_MESSAGES.bsnNotChangeable],
      [{ geboortedatum: '1970-01-01' }, PERSONAL_INFO_MESSAGES.birthDateNotChangeable],
      [{ email: 'nieuw-adres@example.com' }, PERSONAL_INFO_MESSAGES.emailSeparately],
    ] as const) {
      const response = await patch({ achternaam: 'Anders', ...payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.ErrorMessage).toEqual([message]);
    }
    expect(await recorded()).toEqual([]);
    const [row] = await t.db.select().from(personalInfo).where(eq(personalInfo.userId, DEMO_ID));
    expect(row).toMatchObject({ achternaam: 'Vries', geboortedatum: '1968-04-12' });
  });

  it('refuses an unknown field', async () => {
    expect((await patch({ iban: 'NL91ABNA0417164300' })).statusCode).toBe(422);
  });

  it('lets a user without personal information (Id 0) set only the username', async () => {
    const nieuw = await logIn(t.app, NIEUW.email, NIEUW.password);
    const refused = await patch({ achternaam: 'Nieuw' }, nieuw);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PERSONAL_INFO_MESSAGES.noPersonalInfoYet);
    const named = await patch({ gebruikersnaam: 'Nieuwe belegger' }, nieuw);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ Id: 0, Gebruikersnaam: 'Nieuwe belegger' });
  });

  it('requires a session', async () => {
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/relations/me', payload: {} })).statusCode,
    ).toBe(401);
  });
});
