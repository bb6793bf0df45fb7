import type { RelatedPerson, RelationsResponse } from '@bp/api-schema';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { relatedPersons } from '../../../db/schema';
import { personalInfoOf } from '../personal-info/read';
import type { AuthenticatedUser } from '../sessions/service';

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
  key: Buffer,
  user: AuthenticatedUser,
): Promise<RelationsResponse> {
  const [me, relaties] = await Promise.all([
    personalInfoOf(db, key, user),
    relatedPersonsOf(db, user.id),
  ]);
  return { me, relaties };
}
