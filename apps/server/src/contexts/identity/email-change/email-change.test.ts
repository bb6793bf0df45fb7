import { EMAIL_CHANGE_MESSAGES } from '@bp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataChanges, users } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, freshIp, logIn, type TestApp } from '../../../test/harness';
import { tokenFromLink } from '../../../test/recording-mailer';

const PASSWORD = 'Een-lang-wachtwoord-2026';
const LINK_PATH = '/e-mailadres-bevestigen';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('e-mail change through a link on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let counter = 0;
  const address = (name: string) => {
    counter += 1;
    return `${name}-${counter}@example.com`;
  };
  const settled = () => t.app.backgroundTasks.idle();

  /** A new active account, as registration and its link make it; returns its session cookie. */
  async function activeUser(email: string): Promise<string> {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, consent: true },
      remoteAddress: freshIp(),
    });
    expect(registered.statusCode).toBe(202);
    await settled();
    const token = tokenFromLink(t.mailer.to(email).at(-1)?.text ?? '', '/account-bevestigen');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/register/confirm',
      payload: { token, password: PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    return logIn(t.app, email, PASSWORD);
  }

  const requestChange = async (cookie: string, email: string, password = PASSWORD) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: { cookie },
      payload: { email, password },
    });
    await settled();
    return response;
  };
  const confirm = (token: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/email-change/confirm', payload: { token } });
  const linkSentTo = (email: string) =>
    tokenFromLink(t.mailer.to(email).at(-1)?.text ?? '', LINK_PATH);
  const status = async (cookie: string) =>
    (await t.app.inject({ url: '/api/users/me/email', headers: { cookie } })).json();
  const emailOf = async (old: string) =>
    (await t.db.select({ email: users.email }).from(users).where(eq(users.email, old))).length;

  it('answers 202, mails the link to the new address and a notice without it to the old one', async () => {
    const old = address('oud');
    const next = address('Nieuw');
    const cookie = await activeUser(old);
    const response = await requestChange(cookie, `  ${next.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.requested });

    expect(linkSentTo(next.toLowerCase())).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const notice = t.mailer.to(old).at(-1);
    expect(notice?.subject).toMatch(/Wijziging van uw e-mailadres/);
    expect(notice?.text).toContain(next.toLowerCase());
    expect(notice?.text).not.toContain(LINK_PATH);

    expect(await status(cookie)).toEqual({
      email: old,
      pending: {
        email: next.toLowerCase(),
        expiresAt: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      },
    });
  });

  it('refuses a wrong password (422, naming the field) and sends nothing', async () => {
    const old = address('oud');
    const cookie = await activeUser(old);
    const sent = t.mailer.sent.length;
    const response = await requestChange(cookie, address('nieuw'), 'niet-het-wachtwoord');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ErrorMessage).toEqual([
      'Wachtwoord: Het wachtwoord klopt niet. Vul het wachtwoord in waarmee u inlogt.',
    ]);
    expect(t.mailer.sent.length).toBe(sent);
    expect((await status(cookie)).pending).toBeNull();
  });

  it('refuses the address the account already has, and a malformed one', async () => {
    const old = address('oud');
    const cookie = await activeUser(old);
    const same = await requestChange(cookie, old);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.ErrorMessage).toEqual([
      `Nieuw e-mailadres: ${EMAIL_CHANGE_MESSAGES.sameAsCurrent}`,
    ]);
    expect((await requestChange(cookie, 'geen-adres')).statusCode).toBe(422);
  });

  it('confirms once: the address changes, the change is recorded, the old one no longer logs in', async () => {
    const old = address('oud');
    const next = address('nieuw');
    const cookie = await activeUser(old);
    await requestChange(cookie, next);
    const token = linkSentTo(next);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.confirmed });
    // The session goes on with the new address; the header and the page read it at once.
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: next });
    expect(await status(cookie)).toEqual({ email: next, pending: null });
    await logIn(t.app, next, PASSWORD);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: old, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(oldLogin.statusCode).toBe(401);

    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, next));
    const changes = await t.db
      .select()
      .from(personalDataChanges)
      .where(eq(personalDataChanges.userId, user?.id ?? ''));
    expect(changes).toMatchObject([
      { field: 'email', oldValue: old, newValue: next, changedBy: user?.id, relatedPersonId: null },
    ]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(EMAIL_CHANGE_MESSAGES.linkInvalid);
  });

  it('expires after a day', async () => {
    const old = address('oud');
    const cookie = await activeUser(old);
    const next = address('nieuw');
    await requestChange(cookie, next);
    const token = linkSentTo(next);
    t.clock.advance(DAY_MS + 1000);
    const response = await confirm(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(EMAIL_CHANGE_MESSAGES.linkInvalid);
    // The session ended meanwhile too: a new one sees no pending change.
    expect((await status(await logIn(t.app, old, PASSWORD))).pending).toBeNull();
  });

  it('binds a link to its address: a newer request voids the earlier link', async () => {
    const old = address('oud');
    const first = address('eerste');
    const second = address('tweede');
    const cookie = await activeUser(old);
    await requestChange(cookie, first);
    const firstToken = linkSentTo(first);
    await requestChange(cookie, second);
    expect((await status(cookie)).pending).toMatchObject({ email: second });

    expect((await confirm(firstToken)).statusCode).toBe(422);
    expect(await emailOf(old)).toBe(1);
    expect((await confirm(linkSentTo(second))).statusCode).toBe(200);
    expect(await emailOf(second)).toBe(1);
    expect(await emailOf(first)).toBe(0);
  });

  it('refuses an address another account took meanwhile, and keeps the old one', async () => {
    const old = address('oud');
    const next = address('bezet');
    const cookie = await activeUser(old);
    await requestChange(cookie, next);
    const token = linkSentTo(next);
    await activeUser(next);

    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_CHANGE_MESSAGES.taken);
    expect(await emailOf(old)).toBe(1);
  });

  it('answers the same for an address that has an account, which gets no link', async () => {
    const taken = address('bestaand');
    await activeUser(taken);
    const old = address('oud');
    const cookie = await activeUser(old);
    const before = t.mailer.to(taken).length;

    const response = await requestChange(cookie, taken);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.requested });
    const mails = t.mailer.to(taken).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).not.toContain(LINK_PATH);
    expect(t.mailer.to(old).at(-1)?.text).toContain(taken);
    expect((await status(cookie)).pending).toMatchObject({ email: taken });
  });

  it('needs a session to ask, none to confirm', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      payload: { email: 'x@example.com', password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(422);
  });
});
