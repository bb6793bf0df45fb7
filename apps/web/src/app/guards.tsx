import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeLocalPath } from '../lib/safe-redirect';
import { useAppStore } from '../lib/store';

/** The login URL that brings the user back to `location` (path, query and hash) afterwards. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const intended = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(intended)}`;
}

/** `/`: the portfolio when logged in, else the login page. */
export function RootRedirect() {
  const loggedIn = useAppStore((state) => state.user !== null);
  return <Navigate to={loggedIn ? '/mijn-vastgoed' : '/login'} replace />;
}

/** Protected routes: logged out, the user goes to login and returns here afterwards. */
export function RequireAuth() {
  const loggedIn = useAppStore((state) => state.user !== null);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Admin-only routes; everyone else goes to their investments. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAppStore((state) => state.user?.role === 'admin');
  if (!isAdmin) return <Navigate to="/mijn-investeringen" replace />;
  return children;
}

/**
 * The login page is for logged-out users only: a logged-in user goes to "/", or to the page the
 * login was asked for (the same place the login page itself continues to after logging in).
 */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const loggedIn = useAppStore((state) => state.user !== null);
  const [searchParams] = useSearchParams();
  if (loggedIn) return <Navigate to={safeLocalPath(searchParams.get('redirect'))} replace />;
  return children;
}
