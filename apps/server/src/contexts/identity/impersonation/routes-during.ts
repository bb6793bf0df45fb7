/**
 * What a request may do while an administrator views the portal as an investor: the one list
 * of routes that keep acting as the administrator, and the one list of writes allowed on the
 * investor's behalf. Everything not named here is refused (fail closed): a GET or HEAD answers
 * for the investor, any other request is refused with 403. `impersonation.test.ts` walks every
 * registered route against both lists, so a new endpoint cannot slip through.
 */

/** Routes that change the administrator's own state: answered as the administrator, never refused. */
export const ADMIN_OWN_ROUTES: ReadonlySet<string> = new Set([
  'PATCH /api/admin/impersonations/current',
  'DELETE /api/admin/impersonations/current',
  'POST /api/logout',
  // The health check renews the administrator's own session (a GET, but it issues a token).
  'GET /api/session-health-check',
]);

/**
 * The writes an administrator may make on the investor's behalf once the investor consented
 * (mode `namens`): personal details, partner and children, calculations and questionnaires.
 * Never on this list: the password, e-mail address, two-step verification, IBAN and mandates,
 * payments, sales, contract changes, new applications (the investor's own declarations), the
 * data export and the consent code itself. Those stay the investor's.
 */
export const ON_BEHALF_WRITES: ReadonlySet<string> = new Set([
  'PATCH /api/relations/me',
  'POST /api/relations',
  'PATCH /api/relations/:id',
  'DELETE /api/relations/:id',
  'POST /api/postcode',
  'POST /api/calculation',
  'DELETE /api/offers/:offerID',
  'POST /api/questionnaires/:id/answers',
]);

/** A route as the lists name it: its method (HEAD as GET) and the path it was registered with. */
export function routeKeyOf(method: string, url: string | undefined): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
}

export function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
