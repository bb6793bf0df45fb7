import { z } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataChanges, relatedPersons } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, NIEUW, createTestApp, logIn, type TestApp } from '../../../test/harness';

interface Relation {
  Id: number;
  Relatie: string;
  Initialen: string;
  Tussenvoegsel: string | null;
  Achternaam: string;
  Geboortedatum: string;
  Bsn: string | null;
  Contracten: string[];
  Verwijderbaar: boolean;
  RedenNietVerwijderbaar: string | null;
}
interface ErrorBody {
  message: string;
  errors: { ErrorMessage: string[] };
}

const SEEDED_PARTNER = 1;
const SEEDED_CHILD = 2;

const child = {
  Relatie: 'kind',
  initialen: 'L.',
  tussenvoegsel: 'de',
  achternaam: 'Vries',
  geslacht: 'vrouw',
  geboortedatum: '2015-06-01',
};

describe.each(databaseKinds())('the relations page’s writes on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    other = await logIn(t.app, NIEUW.email, NIEUW.password);
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async () =>
    (await t.app.inject({ url: '/api/relations', headers: { cookie: owner } })).json<{
      relaties: Relation[];
    }>().relaties;
  const changesOf = (relatedPersonId: number) =>
    t.db
      .select()
      .from(personalDataChanges)
      .where(eq(personalDataChanges.relatedPersonId, relatedPersonId));
  const rowCount = async () => (await t.db.select().from(relatedPersons)).length;

  it('adds a child (201 with the stored relation, BSN masked) and records it', async () => {
    const response = await send('POST', '/api/relations', owner, { ...child, bsn: '111222333' });
    expect(response.statusCode).toBe(201);
    const added = response.json<Relation>();
    expect(added).toMatchObject({
      Relatie: 'kind',
      Initialen: 'L.',
      Tussenvoegsel: 'de',
      Achternaam: 'Vries',
      Geboortedatum: '2015-06-01',
      Bsn: '•••••2333',
      Contracten: [],
      Verwijderbaar: true,
    });
    expect((await list()).map((relation) => relation.Id)).toContain(added.Id);
    const [stored] = await t.db
      .select()
      .from(relatedPersons)
      .where(eq(relatedPersons.id, added.Id));
    expect(stored?.bsnSealed?.toString('latin1')).not.toContain('111222333');
    expect(await changesOf(added.Id)).toMatchObject([
      { field: 'relatie', oldValue: '', newValue: 'Kind L. de Vries, geboren 2015-06-01' },
    ]);
  });

  it('refuses an invalid person with a Dutch 422 naming the field, and stores nothing', async () => {
    const before = await rowCount();
    const adult = await send('POST', '/api/relations', owner, {
      ...child,
      geboortedatum: '2000-01-01',
    });
    expect(adult.statusCode).toBe(422);
    expect(adult.json<ErrorBody>().errors.ErrorMessage).toEqual([
      'Uw kind moet jonger zijn dan 18 jaar; een meerderjarig kind belegt zelf.',
    ]);
    const bad = await send('POST', '/api/relations', owner, {
      ...child,
      initialen: '',
      achternaam: '',
      bsn: '123456789',
      identiteitsbewijs: 'paspoort',
    });
    expect(bad.statusCode).toBe(422);
    const messages = bad.json<ErrorBody>().errors.ErrorMessage.join('\n');
    expect(messages).toMatch(/voorletters/i);
    expect(messages).toMatch(/achternaam/i);
    expect(messages).toMatch(/BSN/);
    expect(messages).toMatch(/^Documentnummer: Vul van het identiteitsbewijs/m);
    expect(messages).toMatch(/^Geldig tot: /m);
    const noKind = await send('POST', '/api/relations', owner, { ...child, Relatie: 'buurman' });
    expect(noKind.statusCode).toBe(422);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a second partner (409) and a BSN the investor gave already (422)', async () => {
    const before = await rowCount();
    const partner = await send('POST', '/api/relations', owner, {
      ...child,
      Relatie: 'partner',
      geboortedatum: '1972-01-01',
    });
    expect(partner.statusCode).toBe(409);
    expect(partner.json<ErrorBody>().message).toBe(
      'U heeft al een partner opgegeven. Wijzig die partner, of verwijder hem of haar eerst.',
    );
    const twice = await send('POST', '/api/relations', owner, { ...child, bsn: '111222333' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<ErrorBody>().message).toBe(
      'Dit BSN heeft u al bij uzelf of bij een andere relatie opgegeven.',
    );
    expect(await rowCount()).toBe(before);
  });

  it('changes a relation (200) and records each field old → new', async () => {
    const added = (
      await send('POST', '/api/relations', owner, { ...child, initialen: 'K.' })
    ).json<Relation>();
    const response = await send('PATCH', `/api/relations/${added.Id}`, owner, {
      achternaam: 'Vries-Bakker',
      tussenvoegsel: '',
      geboortedatum: '2015-07-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Relation>()).toMatchObject({
      Id: added.Id,
      Initialen: 'K.',
      Tussenvoegsel: null,
      Achternaam: 'Vries-Bakker',
      Geboortedatum: '2015-07-01',
    });
    const recorded = (await changesOf(added.Id)).filter((row) => row.field !== 'relatie');
    expect(recorded.map((row) => [row.field, row.oldValue, row.newValue])).toEqual([
      ['tussenvoegsel', 'de', ''],
      ['achternaam', 'Vries', 'Vries-Bakker'],
      ['geboortedatum', '2015-06-01', '2015-07-01'],
    ]);
    expect(recorded.every((row) => row.changedBy !== null)).toBe(true);
  });

  it('keeps the date of birth of a relation with a contract, but lets its name be spelled right', async () => {
    const birth = await send('PATCH', `/api/relations/${SEEDED_CHILD}`, owner, {
      geboortedatum: '2004-02-18',
    });
    expect(birth.statusCode).toBe(422);
    expect(birth.json<ErrorBody>().message).toMatch(
      /^De geboortedatum van een relatie met een contract kunt u niet zelf wijzigen/,
    );
    const name = await send('PATCH', `/api/relations/${SEEDED_CHILD}`, owner, {
      initialen: 'S.J.',
    });
    expect(name.statusCode).toBe(200);
    expect(name.json<Relation>()).toMatchObject({ Initialen: 'S.J.', Geboortedatum: '2004-02-17' });
    expect(
      (await changesOf(SEEDED_CHILD)).map((row) => [row.field, row.oldValue, row.newValue]),
    ).toEqual([['initialen', 'S.', 'S.J.']]);
  });

  it('answers 404 for another investor’s relation and for none, changing nothing', async () => {
    const [before] = await t.db
      .select()
      .from(relatedPersons)
      .where(eq(relatedPersons.id, SEEDED_PARTNER));
    for (const [method, url] of [
      ['PATCH', `/api/relations/${SEEDED_PARTNER}`],
      ['DELETE', `/api/relations/${SEEDED_PARTNER}`],
      ['PATCH', '/api/relations/999999'],
      ['DELETE', '/api/relations/abc'],
    ] as const) {
      const response = await send(
        method,
        url,
        url.endsWith('999999') || url.endsWith('abc') ? owner : other,
        {
          achternaam: 'Anders',
        },
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<ErrorBody>().message).toBe('Deze relatie is niet gevonden.');
    }
    const [after] = await t.db
      .select()
      .from(relatedPersons)
      .where(eq(relatedPersons.id, SEEDED_PARTNER));
    expect(after).toEqual(before);
  });

  it('refuses to remove the child who holds a contract (409, why and which), nothing changed', async () => {
    const before = await list();
    const seeded = before.find((relation) => relation.Id === SEEDED_CHILD);
    expect(seeded?.Verwijderbaar).toBe(false);
    const response = await send('DELETE', `/api/relations/${SEEDED_CHILD}`, owner);
    expect(response.statusCode).toBe(409);
    const contract = seeded?.Contracten[0] ?? '';
    expect(contract).toMatch(/^US-2026-002071$/);
    expect(response.json<ErrorBody>().message).toBe(
      `S.J. de Vries is contracthouder van contract ${contract}; een relatie met een contract kunt u niet verwijderen. Neem contact op met de administratie als deze relatie niet meer klopt.`,
    );
    expect(response.json<ErrorBody>().message).toBe(seeded?.RedenNietVerwijderbaar);
    expect(await list()).toEqual(before);
  });

  it('removes a relation (204) and keeps its record, with the name, without the id', async () => {
    const added = (
      await send('POST', '/api/relations', owner, { ...child, initialen: 'R.' })
    ).json<Relation>();
    await send('PATCH', `/api/relations/${added.Id}`, owner, { achternaam: 'Visser' });
    const response = await send('DELETE', `/api/relations/${added.Id}`, owner);
    expect(response.statusCode).toBe(204);
    expect((await list()).some((relation) => relation.Id === added.Id)).toBe(false);
    const all = await t.db.select().from(personalDataChanges);
    expect(all.filter((row) => row.relatedPersonId === added.Id)).toEqual([]);
    const kept = all.filter((row) => row.relatedPersonId === null);
    expect(kept.map((row) => [row.field, row.oldValue, row.newValue])).toEqual(
      expect.arrayContaining([
        ['relatie', '', 'Kind R. de Vries, geboren 2015-06-01'],
        ['achternaam', 'Vries', 'Visser'],
        ['relatie', 'Kind R. de Visser, geboren 2015-06-01', ''],
      ]),
    );
    expect((await send('DELETE', `/api/relations/${added.Id}`, owner)).statusCode).toBe(404);
  });

  it('is in the OpenAPI document: POST, PATCH and DELETE', async () => {
    const document = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse((await t.app.inject({ url: '/api/docs/json' })).json());
    expect(Object.keys(document.paths['/api/relations'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(Object.keys(document.paths['/api/relations/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['patch', 'delete']),
    );
  });
});
