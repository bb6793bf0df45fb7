import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, BELEGGER, NIEUW, createTestApp, logIn, type TestApp } from '../../../test/harness';

/** What the seed gives no account (issue 20's fields), and the header's name of each. */
const NO_CONTACT_DETAILS = {
  Postcode: null,
  Huisnummer: null,
  Straatnaam: null,
  Woonplaats: null,
  Land: null,
  Telefoonnummer: null,
  Mobiel: null,
  Bsn: null,
};
const USERNAMES: Record<string, string | null> = {
  [BELEGGER.email]: 'J. de Vries',
  [NIEUW.email]: null,
  [ADMIN.email]: 'Beheerder',
};

describe.each(databaseKinds())('GET /api/relations/me on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const relations = (cookie?: string) =>
    t.app.inject({ url: '/api/relations/me', headers: cookie ? { cookie } : {} });

  it('returns the personal information of the demo investor', async () => {
    const response = await relations(await logIn(t.app, BELEGGER.email, BELEGGER.password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: 1,
      Initialen: 'J.',
      Tussenvoegsel: 'de',
      Achternaam: 'Vries',
      Geboortedatum: '••-••-1968',
      Email: 'belegger@example.com',
      ...NO_CONTACT_DETAILS,
      Gebruikersnaam: 'J. de Vries',
    });
  });

  it('gives Id 0 and empty fields to a user without personal information', async () => {
    for (const account of [NIEUW, ADMIN]) {
      const response = await relations(await logIn(t.app, account.email, account.password));
      expect(response.json()).toEqual({
        Id: 0,
        Initialen: null,
        Tussenvoegsel: null,
        Achternaam: null,
        Geboortedatum: null,
        Email: account.email,
        ...NO_CONTACT_DETAILS,
        Gebruikersnaam: USERNAMES[account.email],
      });
    }
  });

  it('requires a session', async () => {
    expect((await relations()).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('GET /api/relations on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const relations = (cookie?: string) =>
    t.app.inject({ url: '/api/relations', headers: cookie ? { cookie } : {} });

  it('gives the investor’s own information and related persons', async () => {
    const response = await relations(await logIn(t.app, BELEGGER.email, BELEGGER.password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      me: {
        Id: 1,
        Initialen: 'J.',
        Tussenvoegsel: 'de',
        Achternaam: 'Vries',
        Geboortedatum: '••-••-1968',
        Email: 'belegger@example.com',
        ...NO_CONTACT_DETAILS,
        Gebruikersnaam: 'J. de Vries',
      },
      relaties: [
        {
          Id: 1,
          Relatie: 'partner',
          Initialen: 'M.',
          Tussenvoegsel: null,
          Achternaam: 'Jansen',
          Geboortedatum: '1970-09-23',
          Geslacht: null,
          Bsn: null,
          Identiteitsbewijs: null,
          Documentnummer: null,
          GeldigTot: null,
          Contracten: [],
          Verwijderbaar: true,
          RedenNietVerwijderbaar: null,
        },
        {
          Id: 2,
          Relatie: 'kind',
          Initialen: 'S.',
          Tussenvoegsel: 'de',
          Achternaam: 'Vries',
          Geboortedatum: '2004-02-17',
          Geslacht: null,
          Bsn: null,
          Identiteitsbewijs: null,
          Documentnummer: null,
          GeldigTot: null,
          Contracten: [expect.stringMatching(/^US-\d{4}-002071$/)],
          Verwijderbaar: false,
          RedenNietVerwijderbaar: expect.stringMatching(
            /^S\. de Vries is contracthouder van contract US-\d{4}-002071; een relatie met een contract kunt u niet verwijderen\./,
          ),
        },
      ],
    });
  });

  it('never shows another investor’s relations: a new user has Id 0 and none', async () => {
    const response = await relations(await logIn(t.app, NIEUW.email, NIEUW.password));
    expect(response.json()).toEqual({
      me: {
        Id: 0,
        Initialen: null,
        Tussenvoegsel: null,
        Achternaam: null,
        Geboortedatum: null,
        Email: 'nieuw@example.com',
        ...NO_CONTACT_DETAILS,
        Gebruikersnaam: null,
      },
      relaties: [],
    });
  });

  it('requires a session', async () => {
    expect((await relations()).statusCode).toBe(401);
  });
});
