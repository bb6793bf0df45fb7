import { backOfficeLogPageSchema, type BackOfficeLogPage } from '@bp/api-schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/admin/audit/back-office?page=: one page of the back office's decisions. */
export const backOfficeLogQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'backoffice', page] as const,
    queryFn: ({ signal }): Promise<BackOfficeLogPage> =>
      http.get(
        `/api/admin/audit/back-office${page > 1 ? `?page=${page}` : ''}`,
        backOfficeLogPageSchema,
        { globalErrors: false, signal },
      ),
    placeholderData: keepPreviousData,
  });
