import type { PersonalInfo, RelationsResponse } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalInfo } from '../../../db/schema';
import type { AuthenticatedUser } from '../sessions/service';
import { relatedPersonsOf } from './related-person-list';

/** The user's personal information; Id 0 and empty fields when none was given yet. */
export async function personalInfoOf(db: Database, user: AuthenticatedUser): Promise<PersonalInfo> {
  const [row] = await db
    .select()
    .from(personalInfo)
    .where(eq(personalInfo.userId, user.id))
    .limit(1);
  return {
    Id: row?.id ?? 0,
    Initialen: row?.initialen ?? null,
    Tussenvoegsel: row?.tussenvoegsel ?? null,
    Achternaam: row?.achternaam ?? null,
    Geboortedatum: row?.geboortedatum ?? null,
    Email: user.email,
  };
}

export async function relationsOf(
  db: Database,
  key: Buffer,
  user: AuthenticatedUser,
): Promise<RelationsResponse> {
  const [me, relaties] = await Promise.all([
    personalInfoOf(db, user),
    relatedPersonsOf(db, key, user.id),
  ]);
  return { me, relaties };
}
