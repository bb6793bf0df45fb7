import type { PersonalInfo } from '@bp/api-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personalInfo } from '../../db/schema';
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
