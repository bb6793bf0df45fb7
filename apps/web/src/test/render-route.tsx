import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a page as the only route of a memory data router, in Strict Mode as the app runs in
 * development; every other path renders a marker, and `router.state.location` tells a test where
 * the page navigated to.
 */
export function renderRoute(element: ReactElement, options: { path: string; url?: string }) {
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: '*', element: <p>Andere pagina</p> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, router, user };
}

/** Path plus query string of where the router is now. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
