import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { preloadPagesAt } from './preload-page';

function Guard({ children }: { children: ReactNode }) {
  return children;
}

function pageFrom(name: string) {
  const load = vi.fn(async () => ({ [name]: () => <h1>{name}</h1> }));
  return { load, Page: lazyPage(load, name) };
}

describe('preloadPagesAt', () => {
  it('loads the pages the routes show at a path, also inside guards, and no others', async () => {
    const login = pageFrom('Login');
    const contract = pageFrom('Contract');
    const other = pageFrom('Other');
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Outlet />,
        children: [
          {
            path: 'login',
            element: (
              <Guard>
                <login.Page />
              </Guard>
            ),
          },
          { path: 'contractbeheer/:contractId/rendement', element: <contract.Page /> },
          { path: 'overig', element: <other.Page /> },
        ],
      },
    ];

    await preloadPagesAt(routes, '/login');
    await preloadPagesAt(routes, '/contractbeheer/1001/rendement');
    await preloadPagesAt(routes, '/bestaat-niet');

    expect(login.load).toHaveBeenCalledTimes(1);
    expect(contract.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
  });

  it('resolves when a chunk fails to load: the page itself tries again and shows the error', async () => {
    const load = vi.fn(async () => {
      throw new Error('chunk niet geladen');
    });
    const Broken = lazyPage(load, 'Broken');

    await expect(
      preloadPagesAt([{ path: '/kapot', element: <Broken /> }], '/kapot'),
    ).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
