import { readCookie, writeCookie } from './cookies';

export const COOKIE_NOTICE_COOKIE = 'hasCookie';
export const COOKIE_NOTICE_DAYS = 365;

/** Click ids that ad platforms append to landing URLs (Google, Meta, Microsoft, TikTok, LinkedIn). */
export const AD_CLICK_PARAMETERS = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'dclid',
  'ttclid',
  'li_fat_id',
] as const;

export function hasAdClickParameter(search: string): boolean {
  const params = new URLSearchParams(search);
  return AD_CLICK_PARAMETERS.some((name) => params.has(name));
}

export function isCookieNoticeClosed(): boolean {
  return readCookie(COOKIE_NOTICE_COOKIE) !== null;
}

export function closeCookieNotice(): void {
  writeCookie(COOKIE_NOTICE_COOKIE, 'true', { maxAgeDays: COOKIE_NOTICE_DAYS, sameSite: 'Lax' });
}
