import { createHash } from 'node:crypto';
import {
  FUND_DOCUMENT_KINDS,
  calendarDate,
  formatEuro,
  performanceScenarios,
  summaryRiskIndicator,
} from '@bp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfTextLines } from '../../../test/pdf-text';
import { expectProblem, get, IMPOSSIBLE_IDS } from '../../../test/portfolio';
import { KID_SECTIONS } from './kid';
import { fundPriceHistory } from './queries';

/** The value drawn right of a label (each is its own line of text in the PDF). */
function valueAfter(lines: string[], label: string): string | undefined {
  const index = lines.indexOf(label);
  return index === -1 ? undefined : lines[index + 1];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const DUTCH_FUND = 1;

describe.each(databaseKinds())('fund documents on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const pdf = (id: number | string, documentKind: string) =>
    get(t, `/api/funds/${id}/documents/${documentKind}`);

  it('serves the KID as a PDF to anyone, with the PRIIPs sections and the fund’s figures', async () => {
    const response = await pdf(DUTCH_FUND, 'essentiele-informatie');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="essentiele-informatie-vg-nl.pdf"',
    );
    expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toContain('Essentiële-informatiedocument');
    expect(lines).toContain('Nederlands Vastgoedfonds (VG-NL)');
    for (const heading of Object.values(KID_SECTIONS)) expect(lines).toContain(heading);

    // The figures are the domain's, computed from the seeded NAVs up to the last year end.
    const asOf = calendarDate('2025-12-31');
    const history = await fundPriceHistory(t.db, DUTCH_FUND, asOf);
    const risk = summaryRiskIndicator(history, asOf, 5);
    expect(valueAfter(lines, 'Risico-indicator')).toBe(
      `${risk?.indicator} op een schaal van 1 (laag) tot 7 (hoog)`,
    );
    const scenarios = performanceScenarios({ history, asOf, holdingYears: 5, entryCosts: '0.02' });
    const moderate = scenarios?.holding.outcomes.gematigd;
    expect(valueAfter(lines, 'Gematigd scenario, na 5 jaar')).toMatch(
      new RegExp(`^${formatEuro(moderate?.value ?? '0').replace('.', '\\.')} \\(`),
    );
    expect(valueAfter(lines, 'Peildatum van de cijfers')).toBe('31 december 2025');
    expect(valueAfter(lines, 'Instapkosten')).toBe('2,00% van uw inleg: €\u00a0200,00');
    expect(valueAfter(lines, 'Uitstapkosten')).toBe('Geen: u verkoopt tegen de koers');
  });

  it('gives the same bytes and hash on every call, and lists each version in the index', async () => {
    const first = await pdf(DUTCH_FUND, 'essentiele-informatie');
    const second = await pdf(DUTCH_FUND, 'essentiele-informatie');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const index = await get(t, `/api/funds/${DUTCH_FUND}/documents`);
    expect(index.statusCode).toBe(200);
    const { data } = index.json();
    expect(data.map((document: { kind: string }) => document.kind)).toEqual([
      ...FUND_DOCUMENT_KINDS,
    ]);
    expect(data[0]).toEqual({
      kind: 'essentiele-informatie',
      titel: 'Essentiële-informatiedocument',
      url: '/api/funds/1/documents/essentiele-informatie',
      hash: sha256(first.rawPayload),
      peildatum: '2025-12-31',
    });
    // Every kind's listed hash is the hash of the PDF served at its address.
    for (const document of data as { url: string; hash: string }[]) {
      const file = await get(t, document.url);
      expect(sha256(file.rawPayload)).toBe(document.hash);
    }
    // Each fund has its own documents.
    const german = (await get(t, '/api/funds/2/documents')).json().data;
    expect(german[0].hash).not.toBe(data[0].hash);
  });

  it('writes the conditions and the memorandum from the fund’s facts', async () => {
    const conditions = pdfTextLines((await pdf(DUTCH_FUND, 'voorwaarden')).rawPayload);
    expect(conditions).toContain('Participatievoorwaarden');
    expect(conditions).toContain('Artikel 3. Uitgifte van participaties');
    const memorandum = pdfTextLines((await pdf(DUTCH_FUND, 'informatiememorandum')).rawPayload);
    expect(memorandum).toContain('Informatiememorandum');
    expect(valueAfter(memorandum, 'Minimale eenmalige inleg')).toBe('€\u00a01.000,00');
    expect(valueAfter(memorandum, 'Lopende kosten')).toBe('0,85% per jaar, verwerkt in de koers');
    // An SB fund has no minimums of its own.
    const sb = pdfTextLines((await pdf(7, 'informatiememorandum')).rawPayload);
    expect(sb).toContain('Aandelenfonds Wereld (SB-AAN)');
    expect(valueAfter(sb, 'Deelname')).toBe('via een berekening voor Bedrag beleggen');
  });

  it('answers 404 in Dutch for an unknown fund or document kind', async () => {
    expectProblem(await pdf(999, 'essentiele-informatie'), 404, 'Fonds niet gevonden.');
    expectProblem(await get(t, '/api/funds/999/documents'), 404, 'Fonds niet gevonden.');
    for (const id of IMPOSSIBLE_IDS) {
      expectProblem(await pdf(id, 'voorwaarden'), 404, 'Fonds niet gevonden.');
    }
    expectProblem(await pdf(DUTCH_FUND, 'prospectus'), 404, 'Document niet gevonden.');
  });
});
