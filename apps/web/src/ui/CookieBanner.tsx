import { hasAdClickParameter } from '@bp/domain';
import { useEffect, useState } from 'react';
import { closeCookieNotice, isCookieNoticeClosed } from '../lib/cookie-notice';

/**
 * The notice as it looks. The server also sends it, inert, in a page's first frame (see
 * app/layout/FirstFrame.tsx), so it must look the same with and without `onClose`.
 */
export function CookieNoticeView({ onClose }: { onClose?: () => void }) {
  return (
    <section className="cookie-banner" aria-label="Cookiemelding">
      <p className="cookie-banner-text">
        Dit portaal gebruikt cookies. Functionele cookies zijn nodig om in te loggen en het portaal
        goed te laten werken; met analytische cookies verbeteren wij het portaal.
      </p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Sluit melding
      </button>
    </section>
  );
}

/**
 * The cookie notice at the bottom of the page. Once closed it stays away for 365 days (cookie
 * hasCookie). A visitor arriving from an ad (click id in the URL) never sees it: the cookie is set
 * silently.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(
    () => !isCookieNoticeClosed() && !hasAdClickParameter(window.location.search),
  );

  useEffect(() => {
    if (!isCookieNoticeClosed() && hasAdClickParameter(window.location.search)) {
      closeCookieNotice();
    }
  }, []);

  if (!visible) return null;
  return (
    <CookieNoticeView
      onClose={() => {
        closeCookieNotice();
        setVisible(false);
      }}
    />
  );
}
