import type { DataExportAuthorisation } from '@bp/api-schema';
import { apiUrl, http, lazySchema } from '../../../lib/http';

const authorisation = lazySchema(
  async () => (await import('@bp/api-schema')).dataExportAuthorisationSchema,
);

/**
 * POST /api/users/me/export/authorisation: the password again (and the code of two-step
 * verification when it is on) gives a one-time link (five
 * minutes, this session) to GET /api/users/me/export, which the browser downloads itself.
 * Refusals (a wrong password, too many) are shown beside the form, not as a toast.
 */
export async function authoriseDataExport(
  password: string,
  code?: string,
): Promise<DataExportAuthorisation> {
  const body = code === undefined ? { password } : { password, code };
  return http.post('/api/users/me/export/authorisation', body, authorisation, {
    globalErrors: false,
  });
}

/** Lets the browser download the ZIP (streamed to disk, never held in the page's memory). */
export function startDownload(downloadUrl: string): void {
  const link = document.createElement('a');
  link.href = apiUrl(downloadUrl);
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
