import { calendarDate, minimumMonthlyDepositMessage, CONTRACT_CHANGE_MESSAGES } from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, contracts, mailOutbox, mandates, sandboxMandates } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { freePort } from '../../../test/free-port';
import { BELEGGER, createTestApp, type TestApp } from '../../../test/harness';
import {
  CONTRACT_NOT_FOUND,
  DEMO,
  expectProblem,
  sessions,
  type Sessions,
} from '../../../test/portfolio';
import { PASSWORD_CONFIRMATION_MESSAGES } from '../../identity';
import { verifyLedger } from '../../portfolio';
import { collectionJob } from '../collections/collection-job';

const d = calendarDate;

describe.each(databaseKinds())('contract changes on $name', (kind) => {
  let t: TestApp;
  let base: string;
  let who: Sessions;

  /** The clock at a moment (Amsterdam is UTC+1 in winter, +2 in summer). */
  const at = async (moment: string) => {
    t.clock.advance(new Date(moment).getTime() - t.clock.now().getTime());
    who = await sessions(t);
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { env: { PUBLIC_URL: base } });
    await t.app.listen({ host: '127.0.0.1', port });
    who = await sessions(t);
  });

  afterAll(async () => {
    await t.close();
  });

  function change(contractId: number, body: unknown, cookie = who.owner) {
    return t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/changes`,
      headers: { cookie },
      payload: body as Record<string, unknown>,
    });
  }

  async function changes(contractId: number) {
    const response = await t.app.inject({
      url: `/api/contracts/${contractId}/changes`,
      headers: { cookie: who.owner },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: { option: string; status: string; ingangsdatum: string | null; omschrijving: string }[];
      maandinleg: Record<string, unknown>;
    };
  }

  async function contractRow(contractId: number) {
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    if (!row) throw new Error('no contract');
    return row;
  }

  async function collected(contractId: number, month: string) {
    const [row] = await t.db
      .select({ amount: collections.amount, status: collections.status })
      .from(collections)
      .where(and(eq(collections.contractId, contractId), eq(collections.month, month)));
    return row ?? null;
  }

  it('states the monthly deposit, its next collection and the last day to change it', async () => {
    await at('2026-03-02T09:00:00Z');
    expect((await changes(DEMO.dutch)).maandinleg).toEqual({
      bedrag: '300.00',
      dag: 1,
      gepauzeerdTot: null,
      bedragNu: '300.00',
      dagNu: 1,
      gaatInOp: null,
      // 1 April 2026 is a Wednesday; four TARGET2 business days before it: Thursday 26 March.
      volgendeIncasso: { datum: '2026-04-01', bedrag: '300.00' },
      komendeIncassos: [
        { datum: '2026-04-01', bedrag: '300.00', gepauzeerd: false },
        { datum: '2026-05-04', bedrag: '300.00', gepauzeerd: false },
        { datum: '2026-06-01', bedrag: '300.00', gepauzeerd: false },
      ],
      uitersteWijzigingsdatum: '2026-03-26',
      ingangsdatumWijziging: '2026-04-01',
      minimum: '50.00',
      machtigingGetekend: true,
    });
  });

  it('projects the value at the horizon with the current and a new amount, as an estimate', async () => {
    const response = await t.app.inject({
      url: `/api/contracts/${DEMO.dutch}/changes/wat-als?bedrag=400`,
      headers: { cookie: who.owner },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, string>;
    expect(body).toMatchObject({ horizon: '2036-03-02', maanden: 120, huidigBedrag: '300.00' });
    expect(Number(body.metNieuwBedrag)).toBeGreaterThan(Number(body.metHuidigBedrag) + 12_000);
    const bad = await t.app.inject({
      url: `/api/contracts/${DEMO.dutch}/changes/wat-als?bedrag=veel`,
      headers: { cookie: who.owner },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a bad amount, a day not offered, a pause too long, in Dutch', async () => {
    const low = await change(DEMO.dutch, {
      option: 'maandinleg',
      actie: 'aanpassen',
      bedrag: '10',
      dag: 1,
    });
    expect(low.statusCode).toBe(422);
    expect(JSON.stringify(low.json())).toContain(minimumMonthlyDepositMessage('50.00'));
    const day = await change(DEMO.dutch, {
      option: 'maandinleg',
      actie: 'aanpassen',
      bedrag: '100',
      dag: 12,
    });
    expect(day.statusCode).toBe(422);
    expect(JSON.stringify(day.json())).toContain(CONTRACT_CHANGE_MESSAGES.dayNotOffered);
    const pause = await change(DEMO.dutch, {
      option: 'maandinleg',
      actie: 'pauzeren',
      maanden: 13,
    });
    expect(pause.statusCode).toBe(422);
    const missing = await change(DEMO.dutch, { option: 'maandinleg', actie: 'aanpassen' });
    expect(missing.statusCode).toBe(422);
    expect((await changes(DEMO.dutch)).data).toEqual([]);
  });

  it("answers another investor's contract with 404, and refuses a sold or unpaid contract", async () => {
    const body = { option: 'omschrijving', omschrijving: 'Van een ander' };
    expectProblem(await change(DEMO.dutch, body, who.other), 404, CONTRACT_NOT_FOUND);
    expectProblem(
      await change(DEMO.loansFundSold, body),
      409,
      CONTRACT_CHANGE_MESSAGES.contractClosed,
    );
    expectProblem(await change(DEMO.american, body), 409, CONTRACT_CHANGE_MESSAGES.awaitingPayment);
    const other = await t.app.inject({
      url: `/api/contracts/${DEMO.dutch}/changes`,
      headers: { cookie: who.other },
    });
    expectProblem(other, 404, CONTRACT_NOT_FOUND);
  });

  it('raises the deposit from the next collection; a change after the deadline waits a month', async () => {
    const raise = await change(DEMO.dutch, {
      option: 'maandinleg',
      actie: 'aanpassen',
      bedrag: 400,
      dag: 1,
    });
    expect(raise.statusCode).toBe(201);
    expect(raise.json()).toMatchObject({
      option: 'maandinleg',
      actie: 'aanpassen',
      ingangsdatum: '2026-04-01',
      status: 'gepland',
      ondertekenUrl: null,
    });
    expect(await contractRow(DEMO.dutch)).toMatchObject({
      periodicDeposit: '400.00',
      periodicDepositDay: 1,
    });
    expect((await changes(DEMO.dutch)).maandinleg).toMatchObject({
      bedrag: '400.00',
      bedragNu: '300.00',
      gaatInOp: '2026-04-01',
      volgendeIncasso: { datum: '2026-04-01', bedrag: '400.00' },
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'contract-change'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('1 april 2026');

    // Friday 27 March is past April's last change date: the change applies from May, whose
    // collection is on Monday 4 May (1 May is a TARGET2 holiday, then a weekend).
    await at('2026-03-27T09:00:00Z');
    const late = await change(DEMO.dutch, {
      option: 'maandinleg',
      actie: 'aanpassen',
      bedrag: '500',
      dag: 1,
    });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ ingangsdatum: '2026-05-04', status: 'gepland' });
    expect((await changes(DEMO.dutch)).maandinleg).toMatchObject({
      bedrag: '500.00',
      volgendeIncasso: { datum: '2026-04-01', bedrag: '400.00' },
    });
  });

  it('the collection job collects the amount in force on the collection date', async () => {
    await at('2026-04-01T04:30:00Z');
    expect(await t.app.jobs.run(collectionJob, d('2026-04-01'))).toMatchObject({
      counts: { collected: 1, errors: 0 },
    });
    expect(await collected(DEMO.dutch, '2026-04-01')).toEqual({ amount: '400.00', status: 'paid' });
  });

  it('pauses: the paused months are skipped, a resume collects again', async () => {
    await at('2026-04-02T09:00:00Z');
    const pause = await change(DEMO.dutch, { option: 'maandinleg', actie: 'pauzeren', maanden: 2 });
    expect(pause.statusCode).toBe(201);
    expect(pause.json()).toMatchObject({ ingangsdatum: '2026-05-04', actie: 'pauzeren' });
    expect((await changes(DEMO.dutch)).maandinleg).toMatchObject({
      gepauzeerdTot: '2026-06-30',
      volgendeIncasso: { datum: '2026-07-01', bedrag: '500.00' },
    });
    await at('2026-05-04T04:30:00Z');
    expect(await t.app.jobs.run(collectionJob, d('2026-05-04'))).toMatchObject({
      counts: { collected: 0, errors: 0 },
    });
    expect(await collected(DEMO.dutch, '2026-05-01')).toBeNull();

    await at('2026-05-05T09:00:00Z');
    const resume = await change(DEMO.dutch, { option: 'maandinleg', actie: 'hervatten' });
    expect(resume.statusCode).toBe(201);
    expect(resume.json()).toMatchObject({ ingangsdatum: '2026-06-01' });
    await at('2026-06-01T04:30:00Z');
    expect(await t.app.jobs.run(collectionJob, d('2026-06-01'))).toMatchObject({
      counts: { collected: 1, errors: 0 },
    });
    expect(await collected(DEMO.dutch, '2026-06-01')).toEqual({ amount: '500.00', status: 'paid' });
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });

  it('changes the description at once and tells the history', async () => {
    const bad = await change(DEMO.german, { option: 'omschrijving', omschrijving: '<b>Vet</b>' });
    expect(bad.statusCode).toBe(422);
    const made = await change(DEMO.german, {
      option: 'omschrijving',
      omschrijving: 'Studie kinderen',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'doorgevoerd', ingangsdatum: '2026-06-01' });
    expect((await contractRow(DEMO.german)).description).toBe('Studie kinderen');
    const history = await t.app.inject({
      url: `/api/contracts/${DEMO.german}/historie`,
      headers: { cookie: who.owner },
    });
    const lines = (history.json() as { data: { omschrijving: string }[] }).data;
    expect(lines.at(-1)?.omschrijving).toBe(
      'Wijziging contractomschrijving: nieuwe omschrijving "Studie kinderen". Ingangsdatum: 1 juni 2026.',
    );
  });

  it('asks the password again for a new IBAN; without a monthly deposit it holds at once', async () => {
    const body = {
      option: 'tegenrekening',
      iban: 'NL02 ABNA 0123 4567 89',
      rekeninghouder: 'J. de Vries',
    };
    const wrong = await change(DEMO.german, { ...body, wachtwoord: 'fout' });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain(PASSWORD_CONFIRMATION_MESSAGES.wrongPassword);
    const badIban = await change(DEMO.german, {
      ...body,
      iban: 'NL00 BANK 1234',
      wachtwoord: BELEGGER.password,
    });
    expect(badIban.statusCode).toBe(422);
    const made = await change(DEMO.german, { ...body, wachtwoord: BELEGGER.password });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'doorgevoerd', ondertekenUrl: null });
    expect((await contractRow(DEMO.german)).iban).toBe('NL02ABNA0123456789');
  });

  it('with a monthly deposit, a new IBAN waits for its mandate; signed, it replaces the old one', async () => {
    const before = await contractRow(DEMO.dutch);
    const made = await change(DEMO.dutch, {
      option: 'tegenrekening',
      iban: 'NL02ABNA0123456789',
      rekeninghouder: 'J. de Vries',
      wachtwoord: BELEGGER.password,
    });
    expect(made.statusCode).toBe(201);
    const created = made.json() as { status: string; ondertekenUrl: string; ingangsdatum: null };
    expect(created).toMatchObject({ status: 'wacht-op-machtiging', ingangsdatum: null });
    expect((await contractRow(DEMO.dutch)).iban).toBe(before.iban);
    const [old] = await t.db
      .select()
      .from(mandates)
      .where(and(eq(mandates.contractId, DEMO.dutch), eq(mandates.status, 'signed')));
    if (!old) throw new Error('the demo contract has no signed mandate');

    const signed = await fetch(created.ondertekenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ keuze: 'ondertekenen' }).toString(),
      redirect: 'manual',
    });
    expect(signed.status).toBe(303);
    expect((await contractRow(DEMO.dutch)).iban).toBe('NL02ABNA0123456789');
    const [oldNow] = await t.db.select().from(mandates).where(eq(mandates.id, old.id));
    expect(oldNow?.status).toBe('cancelled');
    const [atProvider] = await t.db
      .select({ state: sandboxMandates.state })
      .from(sandboxMandates)
      .where(eq(sandboxMandates.mandateNumber, old.providerMandateNumber));
    expect(atProvider?.state).toBe('cancelled');
    const [latest] = (await changes(DEMO.dutch)).data;
    expect(latest).toMatchObject({
      option: 'tegenrekening',
      status: 'doorgevoerd',
      ingangsdatum: '2026-06-01',
    });
  });
});
