import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { useAppStore } from '../../lib/store';
import { CookieBanner } from '../../ui/CookieBanner';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useHideSideMenu } from '../route-handle';
import { Footer } from './Footer';
import { Header } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { MenuButton } from './MenuButton';
import { useMenuDisclosure } from './menu-disclosure';
import { SideMenu } from './SideMenu';

const CONTENT_ID = 'inhoud';

// Toasts and their radix-ui code load with the first notification, not with the first page.
const Toaster = lazy(async () => ({ default: (await import('../../ui/Toaster')).Toaster }));

function PageLoading() {
  return (
    <div className="page page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">De pagina wordt geladen…</span>
    </div>
  );
}

/** Header, the left menu (logged in, unless the route hides it), the page, footer and overlays. */
export function AppLayout() {
  const loggedIn = useAppStore((state) => state.user !== null);
  const hasNotifications = useAppStore((state) => state.notifications.length > 0);
  const hideSideMenu = useHideSideMenu();
  const showSideMenu = loggedIn && !hideSideMenu;
  const menu = useMenuDisclosure(CONTENT_ID);

  return (
    <div className="app">
      <a className="skip-link" href={`#${CONTENT_ID}`}>
        Naar de inhoud
      </a>
      <ImpersonationBanner />
      <Header menuButton={showSideMenu ? <MenuButton menu={menu} /> : undefined} />
      <div className={showSideMenu ? 'app-body app-body-with-menu' : 'app-body'}>
        {showSideMenu && <SideMenu menu={menu} />}
        <main id={CONTENT_ID} className="app-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <CookieBanner />
      {hasNotifications && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <LoadingOverlay />
    </div>
  );
}
