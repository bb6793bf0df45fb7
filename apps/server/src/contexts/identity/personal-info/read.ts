import type { PersonalInfo } from '@bp/api-schema';
import { maskBirthDate, maskBsn } from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalInfo, type UserRow } from '../../../db/schema';
import { sealedFieldOf } from '../../../security/sealed-fields';
import { openText } from '../../../security/sealed-text';

/** Whose personal information: the account's id and what the header shows of it. */
export type Account = Pick<UserRow, 'id' | 'email' | 'username'>;

/** The name a document is addressed to (no BSN opened, nothing more read than it needs). */
export type InvestorName = Pick<
  PersonalInfo,
  'Initialen' | 'Tussenvoegsel' | 'Achternaam' | 'Email'
>;

export async function investorNameOf(db: Database, account: Account): Promise<InvestorName> {
  const [row] = await db
    .select({
      initialen: personalInfo.initialen,
      tussenvoegsel: personalInfo.tussenvoegsel,
      achternaam: personalInfo.achternaam,
    })
    .from(personalInfo)
    .where(eq(personalInfo.userId, account.id))
    .limit(1);
  return {
    Initialen: row?.initialen ?? null,
    Tussenvoegsel: row?.tussenvoegsel ?? null,
    Achternaam: row?.achternaam ?? null,
    Email: account.email,
  };
}

/**
 * GET and PATCH /api/relations/me: the user's personal information; Id 0 and empty fields when
 * none was given yet. The BSN is opened only to mask it, the date of birth shows its year only.
 */
export async function personalInfoOf(
  db: Database,
  key: Buffer,
  account: Account,
): Promise<PersonalInfo> {
  const [row] = await db
    .select()
    .from(personalInfo)
    .where(eq(personalInfo.userId, account.id))
    .limit(1);
  const bsn = row?.bsnSealed
    ? maskBsn(openText(key, row.bsnSealed, sealedFieldOf.personalInfo(account.id, 'bsn')))
    : null;
  return {
    Id: row?.id ?? 0,
    Initialen: row?.initialen ?? null,
    Tussenvoegsel: row?.tussenvoegsel ?? null,
    Achternaam: row?.achternaam ?? null,
    Geboortedatum: row?.geboortedatum ? maskBirthDate(row.geboortedatum) : null,
    Email: account.email,
    Postcode: row?.postcode ?? null,
    Huisnummer: row?.huisnummer ?? null,
    Straatnaam: row?.straatnaam ?? null,
    Woonplaats: row?.woonplaats ?? null,
    Land: row?.land ?? null,
    Telefoonnummer: row?.telefoonnummer ?? null,
    Mobiel: row?.mobiel ?? null,
    Gebruikersnaam: account.username,
    Bsn: bsn,
  };
}
