import { calendarDate, formatEuro } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositPurchases, fundPrices, funds } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { payFirstDeposit } from '../../../test/paid-deposit';
import { pdfTextLines } from '../../../test/pdf-text';
import { DEMO, get } from '../../../test/portfolio';
import { verifyLedger } from '../../portfolio';
import { purchaseJob } from './purchase-job';
import { bookReceivedDeposit } from './received-deposit';

/** The value drawn right of a label (each is its own line of text in the PDF). */
function valueAfter(lines: string[], label: string): string | undefined {
  const index = lines.indexOf(label);
  return index === -1 ? undefined : lines[index + 1];
}

/**
 * A paid deposit is not a loss: money received and not yet invested is part of the contract's
 * value at its amount, with a result of € 0,00 until the purchase charges the entry costs, in
 * every place that shows the contract (issue 16, point 1).
 */
describe.each(databaseKinds())('a deposit awaiting purchase on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The seed date is 2 March 2026; the American contract's € 5.000 is paid today.
    await payFirstDeposit(t, DEMO.american);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
  });
  afterAll(() => t.close());

  const waiting = {
    IsPaymentCompleted: true,
    HuidigeWaarde: '5000.00',
    InAfwachtingVanAankoop: '5000.00',
    TotaalIngelegd: '5000.00',
    Resultaat: '0.00',
    AankoopTegenKoersVan: '2026-03-31',
    // Paid on the 2nd: the 1st held nothing yet.
    PrimoWaardeHuidigeMaandNaProlongatie: '0.00',
    PrimoInAfwachtingVanAankoop: '0.00',
  };

  it('counts it in the value of the summary and the contract, with a result of € 0,00', async () => {
    const summaries = (await get(t, '/api/contracts/summaries', owner)).json();
    const summary = summaries.find(
      (row: { ContractID: number }) => row.ContractID === DEMO.american,
    );
    expect(summary).toMatchObject(waiting);
    const [contract] = (await get(t, `/api/contracts/${DEMO.american}`, owner)).json();
    expect(contract).toMatchObject({ ...waiting, Participaties: '0.0000', TotaalKosten: '0.00' });
    // Of the others only the Dutch one waits: its seeded deposit of 1 March, priced as a live one.
    for (const other of summaries.filter((row: { ContractID: number }) => row !== summary)) {
      expect(other).toMatchObject(
        other.ContractID === DEMO.dutch
          ? { InAfwachtingVanAankoop: '300.00', AankoopTegenKoersVan: '2026-03-31' }
          : { InAfwachtingVanAankoop: '0.00', AankoopTegenKoersVan: null },
      );
    }
  });

  it('measures no loss while it waits', async () => {
    const response = await get(
      t,
      `/api/contracts/${DEMO.american}/rendement?van=2026-01-01&tot=2026-03-02`,
      owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      gemetenVanaf: '2026-03-02',
      beginwaarde: '0.00',
      beginwaardeInAfwachtingVanAankoop: '0.00',
      stortingen: '5000.00',
      eindwaarde: '5000.00',
      eindwaardeInAfwachtingVanAankoop: '5000.00',
      kosten: '0.00',
      resultaat: '0.00',
      twr: '0.00000000',
      mwr: '0.00000000',
    });
  });

  it('keeps ledger:verify clean, and reports a waiting deposit the ledger does not hold', async () => {
    expect((await verifyLedger(t.db)).differences).toEqual([]);
    const [row] = await t.db
      .select()
      .from(depositPurchases)
      .where(eq(depositPurchases.contractId, DEMO.american));
    if (!row) throw new Error('The deposit does not wait');
    await t.db.delete(depositPurchases).where(eq(depositPurchases.depositId, row.depositId));
    try {
      expect((await verifyLedger(t.db)).differences).toEqual([
        {
          contractId: DEMO.american,
          contractNumber: 'US-2026-002071',
          field: 'waiting.deposits',
          stored: '0.00',
          expected: '5000.00',
        },
      ]);
    } finally {
      await t.db.insert(depositPurchases).values(row);
    }
  });

  it('shows it on the yearly statement as part of the value on 1 January', async () => {
    // € 1.000 received on 20 December 2025 and not bought before the year ended.
    const before = (
      await get(t, `/api/contracts/${DEMO.german}/rendement?van=2025-01-01&tot=2025-12-31`, owner)
    ).json();
    await t.db.transaction((tx) =>
      bookReceivedDeposit(tx, DEMO.german, {
        date: calendarDate('2025-12-20'),
        kind: 'storting',
        amount: '1000.00',
      }),
    );
    const year = (
      await get(t, `/api/contracts/${DEMO.german}/rendement?van=2025-01-01&tot=2025-12-31`, owner)
    ).json();
    expect(year).toMatchObject({
      eindwaardeInAfwachtingVanAankoop: '1000.00',
      resultaat: before.resultaat,
    });
    expect(year.eindwaarde).toBe((Number(before.eindwaarde) + 1000).toFixed(2));

    const pdf = await get(t, `/api/contracts/${DEMO.german}/documenten/jaaroverzicht-2025`, owner);
    expect(pdf.statusCode).toBe(200);
    const lines = pdfTextLines(pdf.rawPayload);
    expect(valueAfter(lines, 'Waarde op 1 januari 2026')).toBe(formatEuro(year.eindwaarde));
    expect(valueAfter(lines, 'waarvan in afwachting van aankoop')).toBe(formatEuro('1000.00'));
    expect(valueAfter(lines, 'Resultaat')).toBe(formatEuro(year.resultaat));
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('charges the entry costs when the units are bought at the NAV of the valuation date', async () => {
    const [american] = await t.db
      .select({ id: funds.id, entryCosts: funds.entryCosts })
      .from(funds)
      .where(eq(funds.code, 'VG-US'));
    if (!american) throw new Error('No American fund');
    await t.db
      .insert(fundPrices)
      .values({ fundId: american.id, valuationDate: '2026-03-31', nav: '100.0000' });
    t.clock.advance(new Date('2026-04-01T05:00:00Z').getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    await t.app.jobs.run(purchaseJob, calendarDate('2026-04-01'));
    const [contract] = (await get(t, `/api/contracts/${DEMO.american}`, owner)).json();
    const costs = (5000 * Number(american.entryCosts)).toFixed(2);
    expect(contract).toMatchObject({
      InAfwachtingVanAankoop: '0.00',
      AankoopTegenKoersVan: null,
      TotaalKosten: costs,
      HuidigeWaarde: (5000 - Number(costs)).toFixed(2),
      Resultaat: (-Number(costs)).toFixed(2),
    });
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });
});
