import {
  consentCodeSchema,
  portalViewsSchema,
  type ConsentCode,
  type PortalViews,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http, noContent } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

const viewsKey = [...RESOURCE_KEYS.account, 'me', 'views'] as const;

/** GET /api/users/me/views: who viewed the investor's portal, newest first. */
export const portalViewsQuery = () =>
  queryOptions({
    queryKey: viewsKey,
    queryFn: ({ signal }): Promise<PortalViews> =>
      http.get('/api/users/me/views', portalViewsSchema, { globalErrors: false, signal }),
  });

/** DELETE /api/users/me/impersonations: the investor ends a running view. */
export function endPortalView(): Promise<undefined> {
  return http.delete('/api/users/me/impersonations', noContent, { globalErrors: false });
}

/** POST /api/users/me/consent-code: a six-digit code to read out, once, for ten minutes. */
export function createConsentCode(): Promise<ConsentCode> {
  return http.post('/api/users/me/consent-code', undefined, consentCodeSchema, {
    globalErrors: false,
  });
}

export { viewsKey };
