import type { User } from '@bp/api-schema';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { connectRouter, type AppRouter } from '../app/router';
import { routes } from '../app/routes';
import { useAppStore } from '../lib/store';

export interface RenderAppResult extends RenderResult {
  router: AppRouter;
  /** The router's current path with query string, e.g. "/login?redirect=%2Fadmin". */
  currentPath: () => string;
}

/** Renders the whole app (layout, guards, routes) at `path`, optionally with a logged-in user. */
export function renderApp(path: string, options: { user?: User | null } = {}): RenderAppResult {
  if (options.user !== undefined) useAppStore.setState({ user: options.user });
  const router = connectRouter(createMemoryRouter(routes, { initialEntries: [path] }));
  const result = render(<App router={router} />);
  const currentPath = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...result, router, currentPath };
}
