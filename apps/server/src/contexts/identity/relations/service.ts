import type { PersonalInfo, RelatedPerson, RelationsResponse } from '@bp/api-schema';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalInfo, relatedPersons } from '../../../db/schema';
import type { AuthenticatedUser } from '../sessions/service';

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

/** The persons related to the user (partner, children), in the order they were added. */
export async function relatedPersonsOf(db: Database, userId: string): Promise<RelatedPerson[]> {
  const rows = await db
    .select()
    .from(relatedPersons)
    .where(eq(relatedPersons.userId, userId))
    .orderBy(asc(relatedPersons.id));
  return rows.map((row) => ({
    Id: row.id,
    Relatie: row.relation,
    Initialen: row.initialen,
    Tussenvoegsel: row.tussenvoegsel,
    Achternaam: row.achternaam,
    Geboortedatum: row.geboortedatum,
  }));
}

export async function relationsOf(
  db: Database,
  user: AuthenticatedUser,
): Promise<RelationsResponse> {
  const [me, relaties] = await Promise.all([
    personalInfoOf(db, user),
    relatedPersonsOf(db, user.id),
  ]);
  return { me, relaties };
}
