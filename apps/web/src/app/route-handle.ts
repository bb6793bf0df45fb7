import { useMatches } from 'react-router';

/**
 * What a route tells the layout, via its `handle`. Nested routes inherit a flag set on a parent.
 */
export interface RouteHandle {
  /** The page is shown without the left menu (admin, settings). */
  hideSideMenu?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

export function useHideSideMenu(): boolean {
  return useMatches().some(
    (match) => isRouteHandle(match.handle) && match.handle.hideSideMenu === true,
  );
}
