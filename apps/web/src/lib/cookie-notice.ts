import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS, cookieNoticeClosedIn } from '@bp/domain';
import { writeCookie } from './cookies';

export function isCookieNoticeClosed(): boolean {
  return cookieNoticeClosedIn(document.cookie);
}

export function closeCookieNotice(): void {
  writeCookie(COOKIE_NOTICE_COOKIE, 'true', { maxAgeDays: COOKIE_NOTICE_DAYS, sameSite: 'Lax' });
}
