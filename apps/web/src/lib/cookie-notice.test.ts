import { describe, expect, it, vi } from 'vitest';
import { closeCookieNotice, isCookieNoticeClosed } from './cookie-notice';
import { cookieString, readCookie } from './cookies';

describe('cookie notice cookie', () => {
  it('is hasCookie for 365 days on the whole site with SameSite=Lax', () => {
    vi.useFakeTimers({ now: new Date('2026-01-15T12:00:00.000Z') });
    expect(cookieString('hasCookie', 'true', { maxAgeDays: 365, sameSite: 'Lax' })).toBe(
      'hasCookie=true; Max-Age=31536000; Expires=Fri, 15 Jan 2027 12:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(cookieString('hasCookie', 'true', { maxAgeDays: 365, secure: true })).toMatch(
      /; Secure$/,
    );
  });

  it('writes that cookie when the notice is closed', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });

    expect(isCookieNoticeClosed()).toBe(false);
    closeCookieNotice();

    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(
      /^hasCookie=true; Max-Age=31536000; Expires=.+; Path=\/; SameSite=Lax$/,
    );
    expect(readCookie('hasCookie')).toBe('true');
    expect(isCookieNoticeClosed()).toBe(true);
  });
});
