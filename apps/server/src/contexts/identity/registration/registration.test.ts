import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { mailFolder } from '../../../mail/mailer';
import { databaseKinds } from '../../../test/databases';
import { failEvery } from '../../../test/forced-failure';
import {
  BELEGGER,
  createTestApp,
  freshIp,
  logIn,
  temporaryDir,
  type TestApp,
} from '../../../test/harness';
import { readMailFolder, subjectOf } from '../../../test/mime';
import { tokenFromLink } from '../../../test/recording-mailer';

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

  const register = (email: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, consent: true },
      remoteAddress,
    });

  const confirm = (token: string | null, password = 'Sterk-wachtwoord-2026') =>
    t.app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token, password } });

  const loginStatus = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: freshIp(),
      })
    ).statusCode;

  async function mailsTo(address: string) {
    await t.app.backgroundTasks.idle();
    const all = await readMailFolder(mailFolder(dataDir));
    return all.filter(({ mail }) => mail.headers.get('to') === address);
  }

  /** The confirmation links mailed to an address so far, oldest first. */
  async function linksTo(address: string): Promise<(string | null)[]> {
    const mails = await mailsTo(address);
    return mails
      .map(({ name, mail }) => ({ name, text: mail.text }))
      .filter(({ text }) => text.includes('/account-bevestigen?token='))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ text }) => tokenFromLink(text, '/account-bevestigen'));
  }

  it('register with the address only, confirmation mail, choose the password behind the link, log in', async () => {
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
    // A hash of random bytes: there is no password yet, and nobody knows this one.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    // Not before the address is confirmed.
    expect(await loginStatus('nieuwe.belegger@example.com', 'Sterk-wachtwoord-2026')).toBe(401);

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

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Uw wachtwoord is ingesteld en uw account is geactiveerd. U kunt nu inloggen.',
    });

    const cookie = await logIn(t.app, 'nieuwe.belegger@example.com', 'Sterk-wachtwoord-2026');
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(me.json()).toEqual({
      role: 'investor',
      email: 'nieuwe.belegger@example.com',
      username: null,
      twoFactorEnabled: false,
    });

    // The link works once.
    const again = await confirm(token, 'Ander-wachtwoord-2026');
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

  it('owner first, then an attacker: the attacker never logs in, the owner sets the password via the link', async () => {
    const email = 'eigenaar.eerst@example.com';
    // The attacker cannot even give a password with the registration.
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'Indringer-wachtwoord-1', consent: true },
      remoteAddress: freshIp(),
    });
    expect(withPassword.statusCode).toBe(422);
    expect(withPassword.json().errors.ErrorMessage).toEqual(['Onbekend veld: password.']);

    expect((await register(email)).statusCode).toBe(202);
    const [ownersLink] = await linksTo(email);
    const [before] = await t.db.select().from(users).where(eq(users.email, email));

    // The attacker registers the pending address: same answer, one more link, to the owner's
    // mailbox; nothing about the account changes.
    const attack = await register(email);
    expect(attack.statusCode).toBe(202);
    expect(attack.json()).toEqual({ message: ACCEPTED });
    const links = await linksTo(email);
    expect(links).toHaveLength(2);
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after).toEqual(before);
    expect(await loginStatus(email, 'Indringer-wachtwoord-1')).toBe(401);

    // The owner's own (first) link still works and sets the owner's password.
    expect((await confirm(ownersLink ?? null, 'Eigenaar-wachtwoord-2')).statusCode).toBe(200);
    expect(await loginStatus(email, 'Eigenaar-wachtwoord-2')).toBe(200);
    expect(await loginStatus(email, 'Indringer-wachtwoord-1')).toBe(401);
    // The other link died with the first use: it cannot set a second password.
    const stale = await confirm(links[1] ?? null, 'Indringer-wachtwoord-1');
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual({
      message: INVALID_LINK,
      errors: { ErrorMessage: [INVALID_LINK] },
    });
    expect(await loginStatus(email, 'Indringer-wachtwoord-1')).toBe(401);

    // Once active, registering again changes nothing and reveals nothing.
    const activeAgain = await register(email);
    expect(activeAgain.statusCode).toBe(202);
    expect(activeAgain.json()).toEqual({ message: ACCEPTED });
    const notices = (await mailsTo(email)).filter(({ mail }) =>
      mail.text.includes('Er bestaat al een account met dit adres'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.mail.text).not.toContain('token=');
    expect(await linksTo(email)).toHaveLength(2);
    expect(await loginStatus(email, 'Eigenaar-wachtwoord-2')).toBe(200);
  });

  it('an attacker first, then the owner: the attacker never logs in, the owner sets the password via the link', async () => {
    const email = 'aanvaller.eerst@example.com';
    // The attacker registers someone else's address: the link goes to the owner's mailbox.
    expect((await register(email)).statusCode).toBe(202);
    expect(await loginStatus(email, 'Indringer-wachtwoord-1')).toBe(401);

    // The owner registers too, and uses the newest link.
    expect((await register(email)).statusCode).toBe(202);
    const links = await linksTo(email);
    expect(links).toHaveLength(2);
    expect((await confirm(links[1] ?? null, 'Eigenaar-wachtwoord-2')).statusCode).toBe(200);
    expect(await loginStatus(email, 'Eigenaar-wachtwoord-2')).toBe(200);

    // The link the attacker caused cannot replace the owner's password afterwards.
    expect((await confirm(links[0] ?? null, 'Indringer-wachtwoord-1')).statusCode).toBe(422);
    expect(await loginStatus(email, 'Indringer-wachtwoord-1')).toBe(401);
    expect(await loginStatus(email, 'Eigenaar-wachtwoord-2')).toBe(200);
  });

  it('refuses an unknown or expired confirmation link', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(INVALID_LINK);

    await register('te.laat@example.com');
    const [file] = await mailsTo('te.laat@example.com');
    const token = tokenFromLink(file?.mail.text ?? '', '/account-bevestigen');
    t.clock.advanceMinutes(48 * 60 + 1);
    const late = await confirm(token);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(INVALID_LINK);
  });

  it('checks the password rules behind the link, listing every problem, and keeps the link usable', async () => {
    const email = 'zwak2026@example.com';
    await register(email);
    const [token] = await linksTo(email);
    const weak = await confirm(token ?? null, 'kort');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({
      message: 'De invoer is niet volledig of niet juist.',
      errors: {
        ErrorMessage: [
          'Wachtwoord: Het wachtwoord moet minimaal 12 tekens lang zijn.',
          'Wachtwoord: Het wachtwoord moet een hoofdletter bevatten.',
          'Wachtwoord: Het wachtwoord moet een cijfer bevatten.',
        ],
      },
    });
    // The address itself is refused too: only the server knows which address the link is for.
    const own = await confirm(token ?? null, 'Zwak2026@Example.com');
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.ErrorMessage).toEqual([
      'Wachtwoord: Het wachtwoord mag niet gelijk zijn aan uw e-mailadres.',
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('pending');
    expect((await confirm(token ?? null)).statusCode).toBe(200);
  });

  it('requires consent and rejects unknown fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'geen-adres', consent: false, role: 'admin' },
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
        payload: { email, consent: true },
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
    const [before] = await t.db.select().from(users).where(eq(users.email, email));

    const restore = await failEvery(t.db, 'UPDATE', 'users');
    try {
      expect((await confirm(token)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [pending] = await t.db.select().from(users).where(eq(users.email, email));
    expect(pending).toEqual(before);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await loginStatus(email, 'Sterk-wachtwoord-2026')).toBe(200);
  });

  it('allows 10 registrations per IP address per hour', async () => {
    const ip = '198.51.100.23';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await register(`aanvrager${attempt}@example.com`, ip)).statusCode).toBe(202);
    }
    const blocked = await register('aanvrager11@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Te veel verzoeken. Probeer het later opnieuw.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await mailsTo('aanvrager11@example.com')).toHaveLength(0);
  });
});
