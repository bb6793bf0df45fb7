import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';
import { routes } from './routes';

/** Every page path of the route table, as the router matches it (`/contractbeheer/:contractId/…`). */
function pagePaths(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    if (route.children) return pagePaths(route.children, own);
    return route.index || route.path === '*' ? [] : [own];
  });
}

describe('ROUTE_MODULES', () => {
  it('names a module for every page of the route table', () => {
    const paths = pagePaths(routes);
    expect(paths.length).toBeGreaterThan(30);
    const example = (path: string) =>
      path
        .replace(':contractId', '1001')
        .replace(/\/:\w+\?$/, '')
        .replace(/:\w+/g, 'x');
    const missing = paths.filter(
      (path) => !ROUTE_MODULES.some((entry) => matchPath(entry.path, example(path))),
    );
    expect(missing).toEqual([]);
  });

  it('names modules by their path from the web app root', () => {
    for (const { module } of ROUTE_MODULES) expect(module).toMatch(/^src\/features\/.+\.tsx?$/);
  });
});
