import { healthSchema, userSchema } from '@bp/api-schema';
import { HttpError, request } from '../../../lib/http';

export interface HealthReport {
  /** GET /healthz: the server process answers. */
  api: boolean;
  /** GET /readyz: the server reaches its database. */
  database: boolean;
  checkedAt: Date;
}

/**
 * Health calls leave the error catalogue out: a 503 from /readyz means "database down" here and
 * must not send the visitor to the maintenance page or show a toast.
 */
const probe = { errorCatalogue: false, cache: 'no-store' } as const;

export async function probeHealth(
  apiBase: string,
  path: '/healthz' | '/readyz',
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const health = await request('GET', path, healthSchema, { ...probe, base: apiBase, signal });
    return health.status === 'ok';
  } catch {
    return false;
  }
}

export async function checkHealth(apiBase: string, signal?: AbortSignal): Promise<HealthReport> {
  const [api, database] = await Promise.all([
    probeHealth(apiBase, '/healthz', signal),
    probeHealth(apiBase, '/readyz', signal),
  ]);
  return { api, database, checkedAt: new Date() };
}

/**
 * Whether the portal can be used again: the database is reachable and the API no longer answers
 * 503 (in maintenance mode /readyz stays healthy while every /api call is refused).
 */
export async function isPortalAvailable(apiBase: string): Promise<boolean> {
  if (!(await probeHealth(apiBase, '/readyz'))) return false;
  try {
    await request('GET', '/api/users/me', userSchema, { ...probe, base: apiBase });
    return true;
  } catch (error) {
    // Any answer but 503 (a 401 when logged out) means the API serves again.
    return error instanceof HttpError && !error.isNetworkError && error.status !== 503;
  }
}
