import type { PersonalInfo } from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http, lazySchema } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

/** The side menu (first bundle) asks this too, so zod loads with the first call. */
const personalInfo = lazySchema(async () => (await import('@bp/api-schema')).personalInfoSchema);

export const settingsKeys = {
  personalInfo: [...RESOURCE_KEYS.relations, 'me'] as const,
};

/** GET /api/relations/me: the investor's personal information (Id 0: none given yet). */
export const personalInfoQuery = () =>
  queryOptions({
    queryKey: settingsKeys.personalInfo,
    queryFn: ({ signal }): Promise<PersonalInfo> =>
      http.get('/api/relations/me', personalInfo, { globalErrors: false, signal }),
  });
