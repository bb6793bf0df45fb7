import { describe, expect, it } from 'vitest';
import {
  AD_CLICK_PARAMETERS,
  cookieNoticeClosedIn,
  hasAdClickParameter,
  showsCookieNotice,
} from './cookie-notice';

describe('cookie notice', () => {
  it.each(AD_CLICK_PARAMETERS)('recognises the ad-click parameter %s', (name) => {
    expect(hasAdClickParameter(`?utm_source=nieuwsbrief&${name}=abc123`)).toBe(true);
  });

  it('ignores ordinary query strings', () => {
    expect(hasAdClickParameter('?redirect=%2Fmijn-vastgoed&utm_source=google')).toBe(false);
    expect(hasAdClickParameter('')).toBe(false);
  });

  it('finds the hasCookie cookie among others, by its exact name', () => {
    expect(cookieNoticeClosedIn('token=abc; hasCookie=true')).toBe(true);
    expect(cookieNoticeClosedIn('hasCookie=true')).toBe(true);
    expect(cookieNoticeClosedIn('token=abc; nothasCookie=true; hasCookies=1')).toBe(false);
    expect(cookieNoticeClosedIn('')).toBe(false);
  });

  it('shows the notice unless it was closed or the visitor came from an ad', () => {
    expect(showsCookieNotice('token=abc', '?redirect=%2Fmijn-vastgoed')).toBe(true);
    expect(showsCookieNotice('hasCookie=true', '')).toBe(false);
    expect(showsCookieNotice('', '?gclid=abc')).toBe(false);
  });
});
