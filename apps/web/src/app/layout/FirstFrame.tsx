import { BRAND_PRODUCT_NAMES, type BrandLabel } from '@bp/api-schema';
import { CookieNoticeView } from '../../ui/CookieBanner';
import { Logo } from '../../ui/Logo';

/**
 * What the server sends inside `#root` before any script has run (build/first-frame.ts renders
 * it per brand, the server picks one per request): the header's brand and, unless closed, the
 * cookie notice, where AppLayout puts them. It paints with the stylesheet alone; React replaces
 * it with the same header and notice on its first render. `inert`: nothing in it works yet, so
 * nothing in it can be focused or clicked.
 */
export function FirstFrame({ label, cookieNotice }: { label: BrandLabel; cookieNotice: boolean }) {
  return (
    <div className="app" inert>
      <header className="site-header">
        <div className="header-inner">
          <a href="/" className="brand-link">
            <Logo label={label} productName={BRAND_PRODUCT_NAMES[label]} />
          </a>
        </div>
      </header>
      <div className="app-body">
        <main className="app-main" />
      </div>
      {cookieNotice && <CookieNoticeView />}
    </div>
  );
}
