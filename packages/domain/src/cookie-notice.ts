/**
 * When the portal's cookie notice shows. The browser shows it, and the server leaves it out of a
 * page's first frame when it would not show: one rule for both.
 */

/** Set for 365 days once the visitor closes the notice. */
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

/** A visitor arriving from an ad never sees the notice: the cookie is set silently. */
export function hasAdClickParameter(search: string): boolean {
  const params = new URLSearchParams(search);
  return AD_CLICK_PARAMETERS.some((name) => params.has(name));
}

/** Whether a `Cookie` header (or `document.cookie`) holds the closed notice's cookie. */
export function cookieNoticeClosedIn(cookies: string): boolean {
  return cookies.split(';').some((part) => {
    const separator = part.indexOf('=');
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    return name === COOKIE_NOTICE_COOKIE;
  });
}

/** Whether a page asked for with these cookies and this query string shows the notice. */
export function showsCookieNotice(cookies: string, search: string): boolean {
  return !cookieNoticeClosedIn(cookies) && !hasAdClickParameter(search);
}
