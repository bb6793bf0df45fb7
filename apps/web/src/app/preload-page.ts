import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page';

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';
}

/** The lazy pages in an element tree: the route's element and what it wraps (guards). */
function lazyPagesIn(node: ReactNode): LazyPage[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = isLazyPage(node.type) ? [node.type] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(lazyPagesIn)];
}

/**
 * Loads the chunks of the pages the route table shows at `pathname`, so that start-up can
 * fetch them alongside the runtime config instead of after the first render. Resolves once
 * they are there; a failed download is not an error here: the page tries again when it renders
 * and shows the error then.
 */
export async function preloadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    lazyPagesIn(route.element),
  );
  await Promise.allSettled(pages.map((page) => page.preload()));
}
