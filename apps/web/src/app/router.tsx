import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { preloadPagesAt } from './preload-page';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets code outside React (the HTTP client, logout) navigate through `router`. */
export function connectRouter<R extends AppRouter>(router: R): R {
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

export function createAppRouter(): AppRouter {
  return connectRouter(createBrowserRouter(routes));
}

/** Loads the chunk of the page at the browser's address (see preload-page.ts). */
export function preloadCurrentPage(): Promise<void> {
  return preloadPagesAt(routes, window.location.pathname);
}
