import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { mailFolder } from '../../mail/mailer';
import { databaseKinds } from '../../test/databases';
import { failEvery } from '../../test/forced-failure';
import {
  BELEGGER,
  createTestApp,
  freshIp,
  logIn,
  temporaryDir,
  type TestApp,
} from '../../test/harness';
import { readMailFolder, subjectOf } from '../../test/mime';
import { tokenFromLink } from '../../test/recording-mailer';

const ACCEPTED =
  'Bedankt voor uw aanmelding. U ontvangt binnen enkele minuten een e-mail op het opgegeven adres. Volg de instructies in die e-mail om verder te gaan.';
const INVALID_LINK = 'De bevestigingslink is ongeldig of verlopen.';

describe.each(databaseKinds())('registration on $name (mail as .eml files)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await temporaryDir();
    // No SMTP_URL: the real file mailer writes .eml files under DATA_DIR/mail.
    t = await createTestApp(kind, {
      dataDir,
      mailer: 'from-config',
      env: { PUBLIC_URL: 'https://portaal.example.nl' },
    });
  });
  afterAll(() => t.close());

  const register = (email: string, password = 'Sterk-wachtwoord-2026', remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password, consent: true },
      remoteAddress,
    });

  async function mailsTo(address: string) {
    await t.app.backgroundTasks.idle();
    const all = await readMailFolder(mailFolder(dataDir));
    return all.filter(({ mail }) => mail.headers.get('to') === address);
  }

  it('register, confirmation mail, confirm, log in', async () => {
    const response = await register('Nieuwe.Belegger@Example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: ACCEPTED });

    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'nieuwe.belegger@example.com'));
    expect(user).toMatchObject({
      status: 'pending',
      role: 'investor',
      username: null,
      confirmedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    // Not before the address is confirmed.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nieuwe.belegger@example.com', password: 'Sterk-wachtwoord-2026' },
      remoteAddress: freshIp(),
    });
    expect(early.statusCode).toBe(401);

    const [file] = await mailsTo('nieuwe.belegger@example.com');
    expect(file?.name).toMatch(
      /^\d{4}-\d{2}-\d{2}T.*-nieuwe\.belegger@example\.com-[0-9a-f]{6}\.eml$/,
    );
    const mode = (await stat(path.join(mailFolder(dataDir), file?.name ?? ''))).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(subjectOf(file?.mail ?? { headers: new Map(), text: '' })).toBe(
      'Bevestig uw account bij Beleggersportaal Vastgoed',
    );
    const text = file?.mail.text ?? '';
    expect(text).toContain('https://portaal.example.nl/account-bevestigen?token=');
    const token = tokenFromLink(text, '/account-bevestigen');
    expect(token).toHaveLength(43);

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/register/confirm',
      payload: { token },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: 'Uw account is geactiveerd. U kunt nu inloggen.' });

    const cookie = await logIn(t.app, 'nieuwe.belegger@example.com', 'Sterk-wachtwoord-2026');
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(me.json()).toEqual({
      role: 'investor',
      email: 'nieuwe.belegger@example.com',
      username: null,
    });

    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: INVALID_LINK,
      errors: { ErrorMessage: [INVALID_LINK] },
    });
  });

  it('answers an existing address exactly the same and mails its owner a notice instead', async () => {
    const response = await register(BELEGGER.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: ACCEPTED });

    const [notice, ...more] = await mailsTo(BELEGGER.email);
    expect(more).toHaveLength(0);
    expect(notice?.mail.text).toContain('Er bestaat al een account met dit adres');
    expect(notice?.mail.text).toContain('https://portaal.example.nl/wachtwoord-vergeten');
    expect(notice?.mail.text).not.toContain('token=');
    // The existing password still works: nothing about the account changed.
    await logIn(t.app, BELEGGER.email, BELEGGER.password);
  });

  it('re-registering a pending address replaces its password and voids the earlier link', async () => {
    const email = 'overgenomen@example.com';
    const confirm = (token: string | null) =>
      t.app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token } });
    const loginStatus = async (password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password },
          remoteAddress: freshIp(),
        })
      ).statusCode;

    // Someone registers the address first, with a password of their own.
    expect((await register(email, 'Indringer-wachtwoord-1')).statusCode).toBe(202);
    const [first] = await mailsTo(email);
    const firstToken = tokenFromLink(first?.mail.text ?? '', '/account-bevestigen');
    const [before] = await t.db.select().from(users).where(eq(users.email, email));

    // The owner registers the same address: same answer, a new link, and their own password.
    const again = await register(email, 'Eigenaar-wachtwoord-2');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: ACCEPTED });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const secondToken = mails
      .map(({ mail }) => tokenFromLink(mail.text, '/account-bevestigen'))
      .find((token) => token !== firstToken);
    expect(secondToken).toHaveLength(43);
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after?.id).toBe(before?.id);
    expect(after?.status).toBe('pending');
    expect(after?.passwordHash).not.toBe(before?.passwordHash);

    const stale = await confirm(firstToken);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual({
      message: INVALID_LINK,
      errors: { ErrorMessage: [INVALID_LINK] },
    });
    expect((await confirm(secondToken ?? null)).statusCode).toBe(200);
    expect(await loginStatus('Indringer-wachtwoord-1')).toBe(401);
    expect(await loginStatus('Eigenaar-wachtwoord-2')).toBe(200);

    // Once active, registering again changes nothing and reveals nothing.
    const activeAgain = await register(email, 'Nog-een-wachtwoord-3');
    expect(activeAgain.statusCode).toBe(202);
    expect(activeAgain.json()).toEqual({ message: ACCEPTED });
    const later = await mailsTo(email);
    expect(later).toHaveLength(3);
    const notices = later.filter(({ mail }) =>
      mail.text.includes('Er bestaat al een account met dit adres'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.mail.text).not.toContain('token=');
    expect(await loginStatus('Nog-een-wachtwoord-3')).toBe(401);
    expect(await loginStatus('Eigenaar-wachtwoord-2')).toBe(200);
  });

  it('refuses an unknown or expired confirmation link', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/register/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(INVALID_LINK);

    await register('te.laat@example.com');
    const [file] = await mailsTo('te.laat@example.com');
    const token = tokenFromLink(file?.mail.text ?? '', '/account-bevestigen');
    t.clock.advanceMinutes(48 * 60 + 1);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/register/confirm',
      payload: { token },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(INVALID_LINK);
  });

  it('checks the password rules, listing every problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'zwak@example.com', password: 'kort', consent: true },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'De invoer is niet volledig of niet juist.',
      errors: {
        ErrorMessage: [
          'Wachtwoord: Het wachtwoord moet minimaal 12 tekens lang zijn.',
          'Wachtwoord: Het wachtwoord moet een hoofdletter bevatten.',
          'Wachtwoord: Het wachtwoord moet een cijfer bevatten.',
        ],
      },
    });
    expect(await mailsTo('zwak@example.com')).toHaveLength(0);
  });

  it('requires consent and rejects unknown fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'geen-adres',
        password: 'Sterk-wachtwoord-2026',
        consent: false,
        role: 'admin',
      },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ErrorMessage).toEqual([
      'E-mailadres: Vul een geldig e-mailadres in.',
      'Akkoord: U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
      'Onbekend veld: role.',
    ]);
  });

  it('refuses an e-mail address that is not text with a 422, not a 500', async () => {
    for (const email of [42, {}, [], null, true]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email, password: 'Sterk-wachtwoord-2026', consent: true },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, JSON.stringify(email)).toBe(422);
      expect(response.json().errors.ErrorMessage).toEqual(['E-mailadres: Vul uw e-mailadres in.']);
    }
  });

  it('creates no account when issuing its link fails half-way', async () => {
    const email = 'half.geregistreerd@example.com';
    const restore = await failEvery(t.db, 'INSERT', 'one_time_tokens');
    try {
      expect((await register(email)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(0);
    // Nothing stands in the way of trying again.
    expect((await register(email)).statusCode).toBe(202);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('leaves the link usable when activating the account fails half-way', async () => {
    const email = 'half.bevestigd@example.com';
    expect((await register(email)).statusCode).toBe(202);
    const [file] = await mailsTo(email);
    const token = tokenFromLink(file?.mail.text ?? '', '/account-bevestigen');
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token } });

    const restore = await failEvery(t.db, 'UPDATE', 'users');
    try {
      expect((await confirm()).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [pending] = await t.db.select().from(users).where(eq(users.email, email));
    expect(pending?.status).toBe('pending');
    expect((await confirm()).statusCode).toBe(200);
  });

  it('allows 10 registrations per IP address per hour', async () => {
    const ip = '198.51.100.23';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await register(`aanvrager${attempt}@example.com`, undefined, ip)).statusCode).toBe(
        202,
      );
    }
    const blocked = await register('aanvrager11@example.com', undefined, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Te veel verzoeken. Probeer het later opnieuw.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await mailsTo('aanvrager11@example.com')).toHaveLength(0);
  });
});
