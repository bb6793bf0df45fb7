import type { InvestmentApplicant } from '@bp/api-schema';
import {
  BSN_HELD_ELSEWHERE_MESSAGE,
  PERSONAL_DATA_CHANGE_MESSAGES,
  personalDataDifferences,
  personalDataDifferenceText,
  type PersonalDataDifference,
} from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personalInfo } from '../../../db/schema';
import { FieldProblems, HttpProblem } from '../../../http/problem';
import { personsOf } from './application-parts';
import { APPLICATION_FIELD_LABELS } from './field-labels';
import { findRelation, heldByAnotherAccount, recordPersonalDataChanges } from '../../identity';

/*
 * Invariants (issue 16 point 10), checked inside the application's transaction:
 * - A BSN belongs to one person: a BSN another account holds as its own is refused (422) for
 *   mijn, partner and child alike, without saying whose; nothing is written. The unique index on
 *   personal_info.bsn_hash makes the same hold for two accounts applying at once.
 * - Known personal information (the investor's own, a partner or child known by BSN) changes
 *   only when the request confirms it (`confirmPersonalDataChanges`); otherwise 409 lists the
 *   differences and nothing is written. A confirmed change is recorded: who, when, old → new.
 */

export interface KnownPersons {
  /** The partner or child already known by this BSN (its id), if any. */
  relationId: number | undefined;
  changes: { relatedPersonId: number | null; difference: PersonalDataDifference }[];
}

/**
 * The known persons of an application: refuses a BSN of another account, and the differences
 * with what is known unless `confirmed`. Locks the rows it compares with (for update).
 */
export async function checkKnownPersons(
  tx: Database,
  key: Buffer,
  userId: string,
  applicant: InvestmentApplicant,
  confirmed: boolean,
): Promise<KnownPersons> {
  const persons = personsOf(applicant);
  const elsewhere: { field: string; message: string }[] = [];
  for (const { path, person } of persons) {
    if (await heldByAnotherAccount(tx, key, userId, person.bsn)) {
      elsewhere.push({ field: [...path, 'bsn'].join('/'), message: BSN_HELD_ELSEWHERE_MESSAGE });
    }
  }
  if (elsewhere.length > 0) throw new FieldProblems(elsewhere);

  const changes: KnownPersons['changes'] = [];
  const texts: string[] = [];
  const note = (who: string, relatedPersonId: number | null, found: PersonalDataDifference[]) => {
    for (const difference of found) {
      changes.push({ relatedPersonId, difference });
      texts.push(personalDataDifferenceText(who, difference));
    }
  };
  let relationId: number | undefined;
  for (const { path, person } of persons) {
    const who = APPLICATION_FIELD_LABELS[path.join('.')];
    const label = typeof who === 'string' ? who : 'Aanvrager';
    if (path[1] === 'mijn') {
      const [own] = await tx
        .select()
        .from(personalInfo)
        .where(eq(personalInfo.userId, userId))
        .for('update');
      if (own) note(label, null, personalDataDifferences(own, person));
    } else {
      const relation = path[1] === 'partner' ? 'partner' : 'kind';
      const known = await findRelation(tx, key, userId, relation, person.bsn);
      relationId = known?.id;
      if (known) note(label, known.id, personalDataDifferences(known, person));
    }
  }
  if (texts.length > 0 && !confirmed) {
    throw new HttpProblem(409, PERSONAL_DATA_CHANGE_MESSAGES.unconfirmed, [
      PERSONAL_DATA_CHANGE_MESSAGES.unconfirmed,
      ...texts,
    ]);
  }
  return { relationId, changes };
}

/** The confirmed changes in the history: whose, who changed them, when, old → new. */
export async function recordChanges(
  tx: Database,
  userId: string,
  changes: KnownPersons['changes'],
  now: Date,
): Promise<void> {
  const recorded = changes.map(({ relatedPersonId, difference }) => ({
    relatedPersonId,
    ...difference,
  }));
  await recordPersonalDataChanges(tx, userId, recorded, now);
}
