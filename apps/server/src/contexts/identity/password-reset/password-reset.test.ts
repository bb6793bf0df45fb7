import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { failEvery } from '../../../test/forced-failure';
import { NIEUW, createTestApp, freshIp, logIn, type TestApp } from '../../../test/harness';
import { subjectOf } from '../../../test/mime';
import { tokenFromLink } from '../../../test/recording-mailer';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp';

const REQUESTED =
  'Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om uw wachtwoord opnieuw in te stellen.';
const INVALID = 'De herstellink is ongeldig of verlopen.';

describe.each(databaseKinds())('password reset over real SMTP on $name', (kind) => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(kind, {
      mailer: 'from-config',
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://portaal.example.nl',
        MAIL_FROM: 'Portaal <no-reply@example.nl>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email },
      remoteAddress,
    });
  const reset = (token: string | null, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
  const loginStatus = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: freshIp(),
      })
    ).statusCode;

  async function resetLinkFor(email: string): Promise<string | null> {
    const before = smtp.received.length;
    const response = await forgot(email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: REQUESTED });
    await t.app.backgroundTasks.idle();
    const mail = smtp.received.slice(before).find((m) => m.recipients.includes(email));
    return tokenFromLink(mail?.text ?? '', '/wachtwoord-reset');
  }

  /** An account as registration makes it: pending, or with its password chosen behind the link. */
  async function createUser(email: string, password: string, status: 'active' | 'pending') {
    const before = smtp.received.length;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, consent: true },
      remoteAddress: freshIp(),
    });
    expect(register.statusCode).toBe(202);
    // The confirmation mail goes out in the background; let it pass before counting mails.
    await t.app.backgroundTasks.idle();
    if (status === 'active') {
      const mail = smtp.received.slice(before).find((m) => m.recipients.includes(email));
      const token = tokenFromLink(mail?.text ?? '', '/account-bevestigen');
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/register/confirm',
        payload: { token, password },
      });
      expect(confirmed.statusCode).toBe(200);
    }
  }

  it('mails a link, resets with it, and the new password logs in', async () => {
    const email = 'herstel@example.com';
    await createUser(email, 'Oud-wachtwoord-2026', 'active');
    const before = smtp.received.length;
    await forgot('Herstel@Example.com');
    await t.app.backgroundTasks.idle();
    const [mail] = smtp.received.slice(before);
    expect(mail?.recipients).toEqual([email]);
    expect(mail?.headers.get('from')).toContain('no-reply@example.nl');
    expect(subjectOf(mail ?? { headers: new Map(), text: '' })).toBe(
      'Nieuw wachtwoord instellen voor Beleggersportaal Vastgoed',
    );
    expect(mail?.text).toContain('De link is 1 uur geldig en werkt één keer.');
    const link = /https:\/\/portaal\.example\.nl\/wachtwoord-reset\?token=[A-Za-z0-9_-]+/.exec(
      mail?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token');

    const response = await reset(token, 'Nieuw-wachtwoord-2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.',
    });
    expect(await loginStatus(email, 'Nieuw-wachtwoord-2026')).toBe(200);
    expect(await loginStatus(email, 'Oud-wachtwoord-2026')).toBe(401);

    const reused = await reset(token, 'Nog-een-wachtwoord-2026');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: INVALID, errors: { ErrorMessage: [INVALID] } });
    expect(await loginStatus(email, 'Nieuw-wachtwoord-2026')).toBe(200);
  });

  it('answers an unknown address the same and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await forgot('bestaat.niet@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: REQUESTED });
    await t.app.backgroundTasks.idle();
    expect(smtp.received.length).toBe(before);
  });

  it('a link expires after 1 hour', async () => {
    const email = 'traag@example.com';
    await createUser(email, 'Oud-wachtwoord-2026', 'active');
    const stale = await resetLinkFor(email);
    t.clock.advanceMinutes(61);
    expect((await reset(stale, 'Nieuw-wachtwoord-2026')).statusCode).toBe(422);

    const fresh = await resetLinkFor(email);
    t.clock.advanceMinutes(59);
    expect((await reset(fresh, 'Nieuw-wachtwoord-2026')).statusCode).toBe(200);
  });

  it('a new request invalidates the earlier link', async () => {
    const email = 'twee.keer@example.com';
    await createUser(email, 'Oud-wachtwoord-2026', 'active');
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect(first).not.toBe(second);
    expect((await reset(first, 'Nieuw-wachtwoord-2026')).statusCode).toBe(422);
    expect((await reset(second, 'Nieuw-wachtwoord-2026')).statusCode).toBe(200);
  });

  it('keeps the earlier link when issuing a new one fails half-way', async () => {
    const email = 'half.uitgegeven@example.com';
    await createUser(email, 'Oud-wachtwoord-2026', 'active');
    const first = await resetLinkFor(email);
    // The earlier link is invalidated first; then storing the new one fails.
    const restore = await failEvery(t.db, 'INSERT', 'one_time_tokens');
    try {
      expect((await forgot(email)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await reset(first, 'Nieuw-wachtwoord-2026')).statusCode).toBe(200);
  });

  it('changes nothing when ending the sessions fails half-way through a reset', async () => {
    const email = 'half.hersteld@example.com';
    await createUser(email, 'Oud-wachtwoord-2026', 'active');
    const token = await resetLinkFor(email);
    // The link is used up and the password set before the sessions end; that last step fails.
    const restore = await failEvery(t.db, 'UPDATE', 'sessions');
    try {
      expect((await reset(token, 'Nieuw-wachtwoord-2026')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await loginStatus(email, 'Nieuw-wachtwoord-2026')).toBe(401);
    expect(await loginStatus(email, 'Oud-wachtwoord-2026')).toBe(200);
    expect((await reset(token, 'Nieuw-wachtwoord-2026')).statusCode).toBe(200);
    expect(await loginStatus(email, 'Nieuw-wachtwoord-2026')).toBe(200);
  });

  it('ends every session of the user', async () => {
    const cookie = await logIn(t.app, NIEUW.email, NIEUW.password);
    // Used once before the reset, so a session cache (embedded database) has it.
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const token = await resetLinkFor(NIEUW.email);
    expect((await reset(token, 'Vervangen-wachtwoord-2026')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('activates an account whose confirmation mail was never used', async () => {
    const email = 'nooit.bevestigd@example.com';
    await createUser(email, 'Eerste-wachtwoord-2026', 'pending');
    expect(await loginStatus(email, 'Eerste-wachtwoord-2026')).toBe(401);
    const token = await resetLinkFor(email);
    expect((await reset(token, 'Tweede-wachtwoord-2026')).statusCode).toBe(200);
    expect(await loginStatus(email, 'Tweede-wachtwoord-2026')).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses a weak new password without using up the link', async () => {
    const email = 'zwak.nieuw2026@example.com';
    await createUser(email, 'Oud-wachtwoord-2026', 'active');
    const token = await resetLinkFor(email);
    const weak = await reset(token, 'zwak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.ErrorMessage).toContain(
      'Wachtwoord: Het wachtwoord moet minimaal 12 tekens lang zijn.',
    );
    // Strong by the schema's rules, but it is the e-mail address: only the server can tell.
    const sameAsEmail = await reset(token, 'Zwak.Nieuw2026@Example.com');
    expect(sameAsEmail.statusCode).toBe(422);
    expect(sameAsEmail.json().errors.ErrorMessage).toEqual([
      'Wachtwoord: Het wachtwoord mag niet gelijk zijn aan uw e-mailadres.',
    ]);
    expect((await reset(token, 'Goed-wachtwoord-2026')).statusCode).toBe(200);
  });

  it('unknown tokens get the same 422', async () => {
    const response = await reset('A'.repeat(43), 'Goed-wachtwoord-2026');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(INVALID);
  });

  it('allows 10 reset requests per IP address per hour', async () => {
    const ip = '203.0.113.9';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await forgot(`iemand${attempt}@example.com`, ip)).statusCode).toBe(202);
    }
    const blocked = await forgot('iemand11@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
