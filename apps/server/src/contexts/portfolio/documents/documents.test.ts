import { formatEuro, formatPercentage } from '@bp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfTextLines } from '../../../test/pdf-text';
import {
  CONTRACT_NOT_FOUND,
  DEMO,
  expectProblem,
  get,
  IMPOSSIBLE_IDS,
  NOT_LOGGED_IN,
  sessions,
  type Sessions,
} from '../../../test/portfolio';

/** The value drawn right of a label (each is its own line of text in the PDF). */
function valueAfter(lines: string[], label: string): string | undefined {
  const index = lines.indexOf(label);
  return index === -1 ? undefined : lines[index + 1];
}

describe.each(databaseKinds())('contract documents on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  const list = (id: number, cookie = s.owner) => get(t, `/api/contracts/${id}/documenten`, cookie);
  const pdf = (id: number, documentId: string, cookie = s.owner) =>
    get(t, `/api/contracts/${id}/documenten/${documentId}`, cookie);

  it('lists the confirmation and a yearly statement per ended year', async () => {
    const response = await list(DEMO.german);
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((document: { id: string }) => document.id);
    expect(ids[0]).toBe('jaaroverzicht-2025');
    expect(ids.at(-2)).toBe('jaaroverzicht-2017');
    expect(ids.at(-1)).toBe('contractbevestiging');
    expect(ids).toHaveLength(10);
    expect((await list(DEMO.american)).json().data).toEqual([
      {
        id: 'contractbevestiging',
        titel: 'Contractbevestiging US-2026-002071',
        soort: 'contractbevestiging',
        jaar: null,
        datum: '2026-03-02',
      },
    ]);
  });

  it('makes the yearly statement with the box 3 values the returns page shows', async () => {
    const response = await pdf(DEMO.german, 'jaaroverzicht-2025');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="jaaroverzicht-2025-DE-2017-000418.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const year = (
      await get(t, `/api/contracts/${DEMO.german}/rendement?van=2025-01-01&tot=2025-12-31`, s.owner)
    ).json();
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toContain('Jaaroverzicht 2025');
    expect(lines).toContain('Duits Vastgoedfonds, contract DE-2017-000418');
    expect(lines).toContain('J. de Vries');
    expect(valueAfter(lines, 'Waarde op 1 januari 2025')).toBe(formatEuro(year.beginwaarde));
    expect(valueAfter(lines, 'Waarde op 1 januari 2026')).toBe(formatEuro(year.eindwaarde));
    expect(valueAfter(lines, 'Uitkeringen (uitbetaald)')).toBe(formatEuro(year.uitkeringen));
    expect(valueAfter(lines, 'Resultaat')).toBe(formatEuro(year.resultaat));
    expect(valueAfter(lines, 'Tijdgewogen rendement')).toBe(formatPercentage(year.twr));
    expect(valueAfter(lines, 'Waarde op 1 januari 2025')).toBe('€\u00a020.567,00');
  });

  it('confirms a contract awaiting payment with what is due', async () => {
    const response = await pdf(DEMO.american, 'contractbevestiging');
    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toContain('Contractbevestiging');
    expect(valueAfter(lines, 'Contractnummer')).toBe('US-2026-002071');
    expect(valueAfter(lines, 'Status')).toBe('Wacht op betaling');
    expect(valueAfter(lines, 'Eerste inleg')).toBe('€\u00a05.000,00');
    expect(valueAfter(lines, 'Instapkosten')).toBe('2,50% van elke inleg');
  });

  it('answers 404 for a document the contract does not have', async () => {
    for (const documentId of ['jaaroverzicht-2016', 'jaaroverzicht-2026', 'offerte']) {
      expectProblem(await pdf(DEMO.german, documentId), 404, 'Document niet gevonden.');
    }
    expectProblem(await pdf(DEMO.american, 'jaaroverzicht-2025'), 404, 'Document niet gevonden.');
    // An id that cannot be a document's is one the contract does not have either.
    expectProblem(await pdf(DEMO.german, 'x'.repeat(65)), 404, 'Document niet gevonden.');
  });

  it('answers 404 for an id that cannot be a contract, for the list and for a PDF', async () => {
    for (const id of IMPOSSIBLE_IDS) {
      for (const url of [
        `/api/contracts/${id}/documenten`,
        `/api/contracts/${id}/documenten/contractbevestiging`,
        `/api/contracts/${id}/documenten/${'x'.repeat(65)}`,
      ]) {
        expectProblem(await get(t, url, s.owner), 404, CONTRACT_NOT_FOUND);
        expectProblem(await get(t, url), 401, NOT_LOGGED_IN);
      }
    }
  });

  it('answers 404 for another investor’s contract and 401 without a session', async () => {
    expectProblem(await list(DEMO.german, s.other), 404, CONTRACT_NOT_FOUND);
    expectProblem(await pdf(DEMO.german, 'contractbevestiging', s.other), 404, CONTRACT_NOT_FOUND);
    expectProblem(await get(t, `/api/contracts/${DEMO.german}/documenten`), 401, NOT_LOGGED_IN);
    expectProblem(
      await get(t, `/api/contracts/${DEMO.german}/documenten/contractbevestiging`),
      401,
      NOT_LOGGED_IN,
    );
  });
});
