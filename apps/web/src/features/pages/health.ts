import { healthSchema } from '@bp/api-schema';

export interface HealthReport {
  /** GET /healthz: the server process answers. */
  api: boolean;
  /** GET /readyz: the server reaches its database. */
  database: boolean;
  checkedAt: Date;
}

/**
 * Health endpoints are called with fetch, not the API client: a 503 from /readyz means "database
 * down" here and must not send the visitor to the maintenance page or show a toast.
 */
export async function probeHealth(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
    if (!response.ok) return false;
    const body = healthSchema.safeParse(await response.json());
    return body.success && body.data.status === 'ok';
  } catch {
    return false;
  }
}

export async function checkHealth(apiBase: string, signal?: AbortSignal): Promise<HealthReport> {
  const [api, database] = await Promise.all([
    probeHealth(`${apiBase}/healthz`, signal),
    probeHealth(`${apiBase}/readyz`, signal),
  ]);
  return { api, database, checkedAt: new Date() };
}

/**
 * Whether the portal can be used again: the database is reachable and the API no longer answers
 * 503 (in maintenance mode /readyz stays healthy while every /api call is refused).
 */
export async function isPortalAvailable(apiBase: string): Promise<boolean> {
  if (!(await probeHealth(`${apiBase}/readyz`))) return false;
  try {
    const response = await fetch(`${apiBase}/api/users/me`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    return response.status !== 503;
  } catch {
    return false;
  }
}
