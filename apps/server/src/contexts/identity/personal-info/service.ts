import type { PersonalInfo, PersonalInfoUpdate } from '@bp/api-schema';
import { PERSONAL_INFO_MESSAGES, type ProfileChangeField } from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { personalInfo, users } from '../../../db/schema';
import { conflict } from '../../../http/problem';
import { recordPersonalDataChanges } from '../personal-data-changes/record';
import type { AuthenticatedUser } from '../sessions/service';
import { personalInfoOf } from './read';

type PersonalInfoRow = typeof personalInfo.$inferSelect;
/** The columns of personal_info the investor changes here, by the field name recorded. */
type StoredField = Exclude<ProfileChangeField, 'gebruikersnaam' | 'email'>;

export interface ProfileChange {
  field: ProfileChangeField;
  /** As stored, null for none. */
  old: string | null;
  new: string | null;
}

/** What the request gives for each personal_info column it names (tussenvoegsel "" is none). */
function requestedValues(update: PersonalInfoUpdate): Partial<Record<StoredField, string | null>> {
  return {
    initialen: update.initialen,
    tussenvoegsel: update.tussenvoegsel === '' ? null : update.tussenvoegsel,
    achternaam: update.achternaam,
    ...update.adres,
    telefoonnummer: update.telefoonnummer,
    mobiel: update.mobiel,
  };
}

function differences(
  row: PersonalInfoRow | undefined,
  requested: Partial<Record<StoredField, string | null>>,
): ProfileChange[] {
  const changes: ProfileChange[] = [];
  for (const [field, value] of Object.entries(requested) as [StoredField, string | null][]) {
    if (value === undefined) continue;
    const old = row?.[field] ?? null;
    if (old !== value) changes.push({ field, old, new: value });
  }
  return changes;
}

/** The investor's own changes in the record for the administration. */
export async function recordProfileChanges(
  tx: Database,
  userId: string,
  changes: readonly ProfileChange[],
  now: Date,
  changedBy: string = userId,
): Promise<void> {
  const own = changes.map((change) => ({ ...change, relatedPersonId: null }));
  await recordPersonalDataChanges(tx, userId, own, now, changedBy);
}

/**
 * PATCH /api/relations/me: changes what the request names and nothing else, in one transaction
 * with the record of every field that really changed. A user without personal information yet
 * (Id 0) gives it with a first application; here they may only set the username.
 */
export async function updatePersonalInfo(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'sessions'>,
  user: AuthenticatedUser,
  update: PersonalInfoUpdate,
  /** The administrator acting on the investor's behalf, or the investor. */
  changedBy: string = user.id,
): Promise<PersonalInfo> {
  const now = ctx.clock.now();
  const requested = requestedValues(update);
  const username = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(personalInfo)
      .where(eq(personalInfo.userId, user.id))
      .for('update');
    const sent = Object.values(requested).some((value) => value !== undefined);
    if (sent && !row) throw conflict(PERSONAL_INFO_MESSAGES.noPersonalInfoYet);
    const changes = differences(row, requested);
    if (changes.length > 0) {
      const values = Object.fromEntries(changes.map((change) => [change.field, change.new]));
      await tx
        .update(personalInfo)
        .set({ ...values, updatedAt: now })
        .where(eq(personalInfo.userId, user.id));
    }
    const [account] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const oldUsername = account?.username ?? null;
    const newUsername = update.gebruikersnaam === undefined ? oldUsername : update.gebruikersnaam;
    if (newUsername !== oldUsername) {
      await tx.update(users).set({ username: newUsername }).where(eq(users.id, user.id));
      changes.push({ field: 'gebruikersnaam', old: oldUsername, new: newUsername });
    }
    await recordProfileChanges(tx, user.id, changes, now, changedBy);
    return newUsername;
  });
  if (username !== user.username) ctx.sessions.forgetUser(user.id);
  return personalInfoOf(ctx.db, ctx.config.dataEncryptionKey, { ...user, username });
}
