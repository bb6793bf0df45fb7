import { MINIMUM_TERM_PHRASE } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, offers } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { createTestApp, freshIp, type TestApp } from '../../test/harness';
import { sessions, type Sessions } from '../../test/portfolio';
import {
  postCalculation,
  problemsOf,
  SDIL_REQUEST,
  SUL_REQUEST,
  sbFundIds,
  sbRequest,
  type SbFundIds,
} from './test-support';

describe.each(databaseKinds())('refused calculations on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let ids: SbFundIds;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
    ids = await sbFundIds(t);
  });
  afterAll(() => t.close());

  it('lists every problem with the input at once, in Dutch, with a summary', async () => {
    const response = await postCalculation(t, {
      ...sbRequest(ids),
      initialDeposit: '10.000,00',
      periodicDeposit: '10000000.01',
      duration: 51,
      description: 'x'.repeat(101),
      durationType: 'jaren',
      funds: [
        { id: ids['SB-OBL'], percentage: 0.5 },
        { id: ids['SB-AAN'], percentage: 0.12345 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'De invoer is niet volledig of niet juist.',
      errors: {
        ErrorMessage: [
          'Eenmalige inleg of kapitaal: Een bedrag moet een decimaal getal zijn met een punt en hoogstens twee cijfers achter de punt, bijvoorbeeld 1234.56.',
          'De omschrijving mag hoogstens 100 tekens lang zijn.',
          'Fonds 2: Het percentage van een fonds mag hoogstens twee cijfers achter de komma hebben.',
          'De maandelijkse inleg mag niet hoger zijn dan €\u00a010.000.000,00.',
          'Alleen bij lijfrente opbouwen kiest u een looptijd tot een leeftijd.',
          'Vul de looptijd in als een heel aantal jaren, van 1 tot en met 50.',
        ],
      },
    });
  });

  it('names the field in zod’s generic messages', async () => {
    expect(
      problemsOf(
        await postCalculation(t, {
          ...SDIL_REQUEST,
          birthdate: '10-03-1960',
          uitkeringsTermijnCode: 'Week',
          interestRate: '0.08',
        }),
      ),
    ).toEqual([
      'Geboortedatum: Vul een geldige datum in (JJJJ-MM-DD).',
      'Uitkeringstermijn: Ongeldige optie: verwacht één van "Geen"|"Maand"|"Kwartaal"|"Halfjaar"|"Jaar"',
      'Onbekend veld: interestRate.',
    ]);
    expect(problemsOf(await postCalculation(t, []))).toEqual([
      'Het verzoek bevat geen geldige gegevens.',
    ]);
  });

  it('refuses dates outside 1900–2150 with a 422, also near the year 9999', async () => {
    const outside = 'Vul een datum in tussen 1 januari 1900 en 31 december 2150.';
    const cases: [Record<string, unknown>, string][] = [
      [{ ...sbRequest(ids), start: '9999-12-01' }, `Ingangsdatum: ${outside}`],
      [{ ...sbRequest(ids), start: '2151-01-01' }, `Ingangsdatum: ${outside}`],
      [{ ...SUL_REQUEST, start: '9998-01-01' }, `Ingangsdatum: ${outside}`],
      [{ ...SDIL_REQUEST, start: '9999-01-01' }, `Ingangsdatum: ${outside}`],
      [{ ...SDIL_REQUEST, birthdate: '1899-12-31' }, `Geboortedatum: ${outside}`],
    ];
    for (const [request, problem] of cases) {
      for (const cookie of [undefined, s.owner]) {
        expect(problemsOf(await postCalculation(t, request, { cookie }))).toContain(problem);
      }
    }
    // The edges themselves are dates like any other.
    const edge = await postCalculation(t, { ...sbRequest(ids), start: '2150-12-01', duration: 50 });
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it('holds each product to its own fields', async () => {
    expect(
      problemsOf(
        await postCalculation(t, {
          ...SDIL_REQUEST,
          periodicDeposit: '100.00',
          chosenRiskProfile: 'neutraal',
          start: null,
          polisVoorwaardeCode: null,
        }),
      ),
    ).toEqual([
      'Bij lijfrente uitkeren is er geen periodieke inleg.',
      'Vul de datum van de eerste uitkering in.',
      'Geef aan of (een deel van) het kapitaal vóór 1 januari 2014 is opgebouwd.',
      'Bij lijfrente uitkeren hoort geen risicoprofiel.',
    ]);
    expect(
      problemsOf(await postCalculation(t, { ...SUL_REQUEST, birthdate: null, funds: [] })),
    ).toEqual(['Vul uw geboortedatum in.']);
  });

  it('wants fund percentages that add up to exactly 100%: 99,99% and 100,01% are refused', async () => {
    const split = (second: number) =>
      postCalculation(t, {
        ...sbRequest(ids),
        funds: [
          { id: ids['SB-OBL'], percentage: 0.5 },
          { id: ids['SB-VGD'], percentage: second },
        ],
      });
    expect(problemsOf(await split(0.4999))).toEqual([
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 99,99%.',
    ]);
    expect((await split(0.5)).statusCode).toBe(200);
    expect(problemsOf(await split(0.5001))).toEqual([
      'De verdeling over de fondsen moet samen precies 100% zijn; nu is dat 100,01%.',
    ]);
  });

  it.each([
    ['three decimals', '12.345'],
    ['a float beyond the decimal notation', '1e21'],
    ['a number too large for a double', '1e999'],
    ['a negative number', '-5'],
  ])('refuses money sent as a JSON number with %s, naming the field', async (_name, literal) => {
    // Written into the JSON text as is: 1e999 parses to Infinity, as any JSON parser reads it.
    const body = JSON.stringify({ ...sbRequest(ids), initialDeposit: 0 }).replace(
      '"initialDeposit":0',
      `"initialDeposit":${literal}`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/calculation',
      headers: { 'content-type': 'application/json' },
      payload: body,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ErrorMessage).toEqual([
      'Eenmalige inleg of kapitaal: Een bedrag moet een decimaal getal zijn met een punt en hoogstens twee cijfers achter de punt, bijvoorbeeld 1234.56.',
    ]);
  });

  it('bounds the SUL end age at 19 and 100, in the words of the domain rule', async () => {
    const endAge = (duration: number) =>
      postCalculation(t, { ...SUL_REQUEST, durationType: 'leeftijd', duration });
    const message =
      'Vul de leeftijd in waarop de opbouw eindigt: een heel aantal jaren, van 19 tot en met 100.';
    expect(problemsOf(await endAge(18))).toEqual([message]);
    expect(problemsOf(await endAge(101))).toEqual([message]);
  });

  it('accepts only SB funds, by the id the funds list gives', async () => {
    const [realEstate] = await t.db
      .select({ id: funds.id })
      .from(funds)
      .where(eq(funds.code, 'VG-NL'));
    if (!realEstate) throw new Error('The seed has no VG-NL');
    const response = await postCalculation(t, {
      ...sbRequest(ids),
      funds: [
        { id: ids['SB-OBL'], percentage: 0.5 },
        { id: realEstate.id, percentage: 0.25 },
        { id: 4242, percentage: 0.25 },
      ],
    });
    expect(problemsOf(response)).toEqual([
      `Fonds ${realEstate.id} bestaat niet of hoort niet bij Bedrag beleggen.`,
      'Fonds 4242 bestaat niet of hoort niet bij Bedrag beleggen.',
    ]);
  });

  it('passes the engine’s rules on as 422, e.g. SB without any deposit', async () => {
    const response = await postCalculation(t, {
      ...sbRequest(ids),
      initialDeposit: '0',
      periodicDeposit: '0.00',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Vul een eenmalige inleg, een maandelijkse inleg of allebei in.',
      errors: { ErrorMessage: ['Vul een eenmalige inleg, een maandelijkse inleg of allebei in.'] },
    });
  });

  it('refuses a SUL or SDIL start in the past (today in Amsterdam)', async () => {
    // The test clock stands at 2 March 2026.
    expect(problemsOf(await postCalculation(t, { ...SUL_REQUEST, start: '2026-03-01' }))).toEqual([
      'De ingangsdatum mag niet in het verleden liggen.',
    ]);
    const sdil = { ...SDIL_REQUEST, birthdate: '1955-01-10', duration: 25 };
    expect(problemsOf(await postCalculation(t, { ...sdil, start: '2026-03-01' }))).toEqual([
      'De ingangsdatum mag niet in het verleden liggen.',
    ]);
    expect((await postCalculation(t, { ...sdil, start: '2026-03-02' })).statusCode).toBe(200);
  });

  describe('the SDIL term rule, at its boundary', () => {
    // Born 10 March 1960: AOW age 67, AOW date 10 March 2027.
    it('allows 20 years from the AOW date on', async () => {
      const response = await postCalculation(t, { ...SDIL_REQUEST, start: '2027-03-10' });
      expect(response.statusCode).toBe(200);
    });

    it('wants 21 years for a start one day before the AOW date, in the words the web app looks for', async () => {
      const response = await postCalculation(t, { ...SDIL_REQUEST, start: '2027-03-09' });
      const message =
        'De minimale looptijd bedraagt 20 jaar plus de 1 jaar waarin de uitkering vóór uw AOW-datum (10-03-2027) loopt. Kies een looptijd van ten minste 21 jaar of een latere ingangsdatum.';
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { ErrorMessage: [message] } });
      expect(message).toContain(MINIMUM_TERM_PHRASE);
    });

    it('refuses a temporary old-age annuity before the AOW year unless capital from before 2014 allows 65', async () => {
      const temporary = { ...SDIL_REQUEST, duration: 10, start: '2026-04-01' };
      const [message] = problemsOf(
        await postCalculation(t, { ...temporary, polisVoorwaardeCode: 'SDIL' }),
      );
      expect(message).toMatch(
        /^Een uitkering korter dan 20 jaar \(tijdelijke oudedagslijfrente\) kan op zijn vroegst ingaan op 01-01-2027/,
      );
      expect(message).toContain(MINIMUM_TERM_PHRASE);
      // SDIL2014: from 1 January of the year of the 65th birthday (2025), so April 2026 is fine.
      const allowed = await postCalculation(t, { ...temporary, polisVoorwaardeCode: 'SDIL2014' });
      expect(allowed.statusCode).toBe(200);
    });
  });

  it('stores no offer for a refused calculation of a logged-in investor', async () => {
    const response = await postCalculation(
      t,
      { ...SDIL_REQUEST, start: '2027-03-09' },
      { cookie: s.owner, ip: freshIp() },
    );
    expect(response.statusCode).toBe(422);
    expect(await t.db.select().from(offers)).toEqual([]);
  });
});
