import type { RelationsResponse } from '@bp/api-schema';
import type { Database } from '../../../db/client';
import { personalInfoOf } from '../personal-info/read';
import type { AuthenticatedUser } from '../sessions/service';
import { relatedPersonsOf } from './related-person-list';

export async function relationsOf(
  db: Database,
  key: Buffer,
  user: AuthenticatedUser,
): Promise<RelationsResponse> {
  const [me, relaties] = await Promise.all([
    personalInfoOf(db, key, user),
    relatedPersonsOf(db, key, user.id),
  ]);
  return { me, relaties };
}
