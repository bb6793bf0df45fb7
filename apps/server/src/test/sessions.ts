import type { Authentication, IssuedSession, SessionService } from '../contexts/identity';

/** Renews a session that a test knows can be renewed; throws when it was not. */
export async function mustRenew(
  service: SessionService,
  auth: Authentication,
): Promise<IssuedSession> {
  const renewed = await service.renew(auth, 'vitest');
  if (!renewed) throw new Error('The session was not renewed');
  return renewed;
}
