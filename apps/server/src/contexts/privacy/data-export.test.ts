import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_MESSAGES, dataExportAuthorisationSchema } from '@bp/api-schema';
import { PAYMENT_PURPOSE } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSecurityEvents,
  dataExports,
  emailChanges,
  impersonations,
  mailOutbox,
  offers,
  personalDataChanges,
  questionnaireAnswers,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
} from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { BELEGGER, createTestApp, freshIp, logIn, NIEUW, type TestApp } from '../../test/harness';
import { DEMO, expectProblem } from '../../test/portfolio';
import { PASSWORD_CONFIRMATION_MESSAGES } from '../identity';
import { EXPORT_SECTIONS } from '.';
import { applicationWithPartner, twoChunkPdf, unzip, upload } from './test-support';

/*
 * GET /api/users/me/export (issue 20, AVG art. 15 and 20) on the seeded demo data: the
 * password authorises one download, which streams a ZIP of every part; the export is recorded.
 */

const OWN_BSN = '111222333';
const PARTNER_BSN = '123456782';
const OTHERS_MARKER = 'Berekening-van-een-ander-7Q';

describe.each(databaseKinds())('the export of an investor’s data on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let ownerId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    other = await logIn(t.app, NIEUW.email, NIEUW.password);
    const idOf = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
    ownerId = await idOf(BELEGGER.email);
    otherId = await idOf(NIEUW.email);
  });
  afterAll(() => t.close());

  const authorise = (cookie: string, password: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/export/authorisation',
      headers: { cookie },
      payload: { password },
      remoteAddress: freshIp(),
    });
  const download = (cookie: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: token === undefined ? '/api/users/me/export' : `/api/users/me/export?token=${token}`,
      headers: { cookie, 'user-agent': 'Vitest-export/1.0' },
      remoteAddress: '192.0.2.99',
    });
  async function tokenFor(cookie: string, password: string) {
    const response = await authorise(cookie, password);
    expect(response.statusCode, response.body).toBe(201);
    return dataExportAuthorisationSchema.parse(response.json());
  }
  const exportsOf = (userId: string) =>
    t.db.select().from(dataExports).where(eq(dataExports.userId, userId));

  it('refuses an export without the password or its token, and records nothing', async () => {
    expectProblem(await download(owner), 403, DATA_EXPORT_MESSAGES.tokenInvalid);
    expectProblem(await download(owner, 'verzonnen'), 403, DATA_EXPORT_MESSAGES.tokenInvalid);
    const wrong = await authorise(owner, 'Niet-mijn-wachtwoord-1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain(PASSWORD_CONFIRMATION_MESSAGES.wrongPassword);
    const empty = await authorise(owner, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(DATA_EXPORT_MESSAGES.passwordRequired);
    expect(await exportsOf(ownerId)).toEqual([]);
  });

  it('takes a token once, from its own session, before it expires', async () => {
    const { downloadToken, downloadUrl, expiresAt } = await tokenFor(owner, BELEGGER.password);
    expect(downloadUrl).toBe(`/api/users/me/export?token=${downloadToken}`);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60_000);
    // Another investor, and another session of the same investor, cannot use it.
    expectProblem(await download(other, downloadToken), 403, DATA_EXPORT_MESSAGES.tokenInvalid);
    const secondSession = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    expectProblem(
      await download(secondSession, downloadToken),
      403,
      DATA_EXPORT_MESSAGES.tokenInvalid,
    );
    expect(await exportsOf(ownerId)).toEqual([]);
    expect((await download(owner, downloadToken)).statusCode).toBe(200);
    expectProblem(await download(owner, downloadToken), 403, DATA_EXPORT_MESSAGES.tokenInvalid);
    // A token of the other investor, expired.
    const late = await tokenFor(other, NIEUW.password);
    t.clock.advanceMinutes(5);
    expectProblem(
      await download(other, late.downloadToken),
      403,
      DATA_EXPORT_MESSAGES.tokenInvalid,
    );
    expect(await exportsOf(otherId)).toEqual([]);
    await t.app.backgroundTasks.idle();
  });

  it('holds every part, the documents decrypted byte for byte, and nothing of another investor', async () => {
    // The investor's own data beyond the seed: a document, an application with a partner, a
    // saved calculation, questionnaire answers and a sell order.
    const document = twoChunkPdf();
    const uploadId = await upload(t, owner, 'paspoort scan.pdf', document);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/investment-applications',
      headers: { cookie: owner },
      payload: applicationWithPartner(uploadId),
      remoteAddress: freshIp(),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const answeredAt = t.clock.now();
    await t.db.insert(offers).values([
      {
        userId: ownerId,
        productCode: 'SB',
        description: 'Mijn eigen berekening',
        request: { bedrag: '1000.00' },
      },
      { userId: otherId, productCode: 'SB', description: OTHERS_MARKER, request: {} },
    ]);
    await t.db.insert(questionnaireAnswers).values({
      userId: ownerId,
      questionnaireId: 1,
      version: 'v1',
      answers: [{ questionId: 1, answerId: 2 }],
      statements: {},
      scoreOne: 40,
      scoreTwo: 50,
      profile: 'neutraal',
      scoring: {},
      answeredAt,
    });
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.dutch}/sell-orders`,
      headers: { cookie: owner, 'idempotency-key': randomUUID() },
      payload: { kind: 'bedrag', amount: '100.00', password: BELEGGER.password },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.dutch}/changes`,
      headers: { cookie: owner },
      payload: { option: 'omschrijving', omschrijving: 'Pensioenpot' },
    });
    expect(changed.statusCode, changed.body).toBe(201);
    const paying = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: owner },
      payload: { contractId: applied.json().contractId, purpose: PAYMENT_PURPOSE.firstDeposit },
    });
    expect(paying.statusCode, paying.body).toBe(201);
    const othersUpload = await upload(t, other, 'van-een-ander.pdf', twoChunkPdf());

    const { downloadToken } = await tokenFor(owner, BELEGGER.password);
    const response = await download(owner, downloadToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mijn-gegevens-${t.clock.now().toISOString().slice(0, 10)}.zip"`,
    );
    const files = unzip(response.rawPayload);

    // Every part, as CSV (BOM, header row) and in gegevens.json, with its toelichting.
    const json = JSON.parse(files.get('gegevens.json')?.toString('utf8') ?? '{}');
    expect(json.toelichting.wettelijkeGrondslag).toMatch(/artikel 15.*artikel 20/);
    expect(Object.keys(json.onderdelen)).toEqual(EXPORT_SECTIONS.map((section) => section.name));
    expect(files.get('LEESMIJ.txt')?.toString('utf8')).toContain('AVG artikel 20');
    for (const section of EXPORT_SECTIONS) {
      const csv = files.get(`${section.name}.csv`)?.toString('utf8') ?? '';
      expect(csv.startsWith(`\uFEFF${section.columns.join(';')}\r\n`), section.name).toBe(true);
      expect(csv.split('\r\n').length - 2, section.name).toBe(json.onderdelen[section.name].length);
    }
    const parts = json.onderdelen as Record<string, Record<string, unknown>[]>;
    for (const name of [
      'account',
      'persoonlijke-gegevens',
      'relaties',
      'contracten',
      'transacties',
      'berekeningen',
      'vragenlijsten',
      'aanvragen',
      'documenten',
      'machtigingen',
      'betalingen',
      'contractwijzigingen',
      'sessies',
      'e-mails',
      'wijzigingen-persoonsgegevens',
      'verkooporders',
      'downloads-van-uw-gegevens',
    ]) {
      expect(parts[name]?.length, name).toBeGreaterThan(0);
    }
    expect(parts.account).toEqual([expect.objectContaining({ email: BELEGGER.email })]);
    expect(parts['persoonlijke-gegevens']?.[0]).toMatchObject({ bsn: OWN_BSN });
    expect(parts.contracten?.map((row) => row.contractId)).toContain(DEMO.dutch);
    expect(parts.berekeningen).toEqual([
      expect.objectContaining({
        omschrijving: 'Mijn eigen berekening',
        invoer: { bedrag: '1000.00' },
      }),
    ]);
    expect(parts.verkooporders?.[0]).toMatchObject({ soort: 'bedrag', bedrag: '100.00' });
    // The application: the investor's own BSN whole, the partner's masked.
    const applicant = parts.aanvragen?.[0]?.gegevens as Record<string, Record<string, unknown>>;
    expect(applicant.mijn?.bsn).toBe(OWN_BSN);
    expect(applicant.partner?.bsn).toBe('•••••6782');
    // Sessions without their keys; mails without the tokens of their links.
    expect(Object.keys(parts.sessies?.[0] ?? {})).not.toContain('id');

    // The document, decrypted byte for byte (more than one sealed chunk).
    const path = parts.documenten?.[0]?.bestand;
    expect(path).toBe(`documenten/${uploadId}-paspoort_scan.pdf`);
    expect(files.get(String(path))?.equals(document)).toBe(true);

    // Nothing of the other investor, no secrets, no plaintext BSN of someone else.
    const everything = [...files.entries()]
      .filter(([name]) => !name.startsWith('documenten/'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    for (const foreign of [NIEUW.email, OTHERS_MARKER, othersUpload, otherId, PARTNER_BSN]) {
      expect(everything).not.toContain(foreign);
    }
    expect([...files.keys()].some((name) => name.includes(othersUpload))).toBe(false);
    expect(everything).not.toMatch(/\$argon2|password_?hash|passwordHash/i);
    expect(everything).not.toContain(downloadToken);

    // Recorded, with the size sent, where from and with what browser.
    await t.app.backgroundTasks.idle();
    const records = await exportsOf(ownerId);
    expect(records.at(-1)).toMatchObject({
      requestedBy: ownerId,
      sizeBytes: response.rawPayload.length,
      ipAddress: '192.0.2.99',
      userAgent: 'Vitest-export/1.0',
    });
  });

  it('lists earlier exports in the next one, and allows five an hour', async () => {
    const before = (await exportsOf(ownerId)).length;
    const { downloadToken } = await tokenFor(owner, BELEGGER.password);
    const files = unzip((await download(owner, downloadToken)).rawPayload);
    const json = JSON.parse(files.get('gegevens.json')?.toString('utf8') ?? '{}');
    const earlier = json.onderdelen['downloads-van-uw-gegevens'];
    expect(earlier).toHaveLength(before);
    expect(earlier[0]).toMatchObject({ ipAdres: '192.0.2.99', browser: 'Vitest-export/1.0' });
    expect(earlier[0].grootteInBytes).toBeGreaterThan(0);
    // The owner asked four times this hour (a wrong password among them): one more, then wait.
    expect((await authorise(owner, BELEGGER.password)).statusCode).toBe(201);
    expectProblem(await authorise(owner, BELEGGER.password), 429, DATA_EXPORT_MESSAGES.tooMany);
    await t.app.backgroundTasks.idle();
  });

  it('holds the two-step state without its secrets, the e-mail requests, and mails to a former address while it was theirs', async () => {
    // Asked before two-step verification is on (after, the code would be asked too).
    const { downloadToken } = await tokenFor(other, NIEUW.password);
    const now = t.clock.now().getTime();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    const mail = (recipient: string, subject: string, createdAt: Date) => ({
      kind: 'test',
      recipient,
      subject,
      textBody: subject,
      htmlBody: subject,
      nextAttemptAt: createdAt,
      createdAt,
    });
    await t.db.insert(personalDataChanges).values({
      userId: otherId,
      changedBy: otherId,
      field: 'email',
      oldValue: 'oud-adres@example.com',
      newValue: NIEUW.email,
      changedAt: at(24),
    });
    await t.db.insert(emailChanges).values({
      userId: otherId,
      newEmail: 'gevraagd-adres@example.com',
      tokenHash: randomUUID(),
      createdAt: at(72),
      expiresAt: at(48),
      usedAt: at(24),
    });
    await t.db
      .insert(mailOutbox)
      .values([
        mail('oud-adres@example.com', 'Aan het oude adres, toen het van u was', at(48)),
        mail('oud-adres@example.com', 'Aan de volgende eigenaar van het oude adres', at(1)),
        mail('gevraagd-adres@example.com', 'Bevestig uw nieuwe e-mailadres', at(72)),
        mail('gevraagd-adres@example.com', 'Later, aan wie dat adres heeft', at(2)),
      ]);
    await t.db.insert(userTwoFactor).values({
      userId: otherId,
      secretSealed: Buffer.from('verzegeld-geheim'),
      createdAt: at(100),
      confirmedAt: at(99),
    });
    await t.db.insert(twoFactorRecoveryCodes).values([
      { userId: otherId, codeHash: 'herstelcode-hash-1' },
      { userId: otherId, codeHash: 'herstelcode-hash-2', usedAt: at(5) },
    ]);
    await t.db
      .insert(accountSecurityEvents)
      .values({ userId: otherId, kind: 'two_factor_enabled', occurredAt: at(99) });
    const [admin] = await t.db.select().from(users).where(eq(users.role, 'admin'));
    await t.db.insert(impersonations).values({
      adminId: admin?.id ?? '',
      adminLoggedInAt: at(3),
      investorId: otherId,
      reason: 'Vraag over een betaling',
      mode: 'alleen-lezen',
      startedAt: at(3),
      expiresAt: at(2),
    });

    const files = unzip((await download(other, downloadToken)).rawPayload);
    const parts = JSON.parse(files.get('gegevens.json')?.toString('utf8') ?? '{}').onderdelen;
    expect(parts['e-mails'].map((row: { onderwerp: string }) => row.onderwerp)).toEqual([
      'Aan het oude adres, toen het van u was',
      'Bevestig uw nieuwe e-mailadres',
    ]);
    expect(parts['e-mailwijzigingen']).toEqual([
      expect.objectContaining({ nieuwAdres: 'gevraagd-adres@example.com' }),
    ]);
    expect(parts.tweestapsverificatie).toEqual([
      expect.objectContaining({ status: 'aan', herstelcodesOver: 1 }),
    ]);
    expect(parts.beveiliging).toEqual([expect.objectContaining({ soort: 'two_factor_enabled' })]);
    expect(parts['bekeken-door-beheerder']).toEqual([
      expect.objectContaining({ reden: 'Vraag over een betaling', modus: 'alleen-lezen' }),
    ]);
    const everything = [...files.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const secret of [
      'verzegeld-geheim',
      'herstelcode-hash',
      'volgende eigenaar',
      'Later, aan',
    ]) {
      expect(everything).not.toContain(secret);
    }
    await t.app.backgroundTasks.idle();
  });
});
