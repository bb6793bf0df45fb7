import {
  relatedPersonCreateSchemaOn,
  relatedPersonUpdateSchemaOn,
  type RelatedPerson,
  type z,
} from '@bp/api-schema';
import {
  BSN_HELD_ELSEWHERE_MESSAGE,
  MAXIMUM_PARTNERS,
  RELATION_MESSAGES,
  RELATION_RECORD_FIELD,
  cannotRemoveMessage,
  relationName,
  relatedPersonChanges,
  relationRecordText,
  todayInAmsterdam,
  type RecordedChange,
} from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { personalInfo, relatedPersons, users } from '../../../db/schema';
import { FieldProblems, conflict, notFound } from '../../../http/problem';
import { recordPersonalDataChanges } from '../personal-data-changes/record';
import { openText } from '../../../security/sealed-text';
import { contractsHeldBy, relatedPersonView } from './related-person-list';

import { sealedFieldOf } from '../../../security/sealed-fields';
import { heldByAnotherAccount, saveRelation } from './related-person-store';

/*
 * The relations page's writes (issue 20): add, change, remove a partner or child. Each in one
 * transaction with its record in personal_data_changes (who, when, field, old → new); another
 * investor's relation is a 404 like one that does not exist.
 */

type Deps = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** A zod failure as field problems, worded by the route's labels like the schema's own. */
function parsed<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new FieldProblems(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('/'),
      message: issue.message,
    })),
  );
}

/** Whether the raw body gives another date of birth than `stored`. */
function birthDateGiven(body: unknown, stored: string): boolean {
  if (typeof body !== 'object' || body === null || !('geboortedatum' in body)) return false;
  const given: unknown = body.geboortedatum;
  return typeof given === 'string' && given.trim() !== stored;
}

/** One account's relations change one at a time: the account row is the lock. */
async function lockAccount(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function storedRelation(tx: Database, id: number) {
  const [row] = await tx.select().from(relatedPersons).where(eq(relatedPersons.id, id));
  if (!row) throw new Error(`Related person ${id} was not found after its write`);
  return row;
}

async function ownRelation(tx: Database, userId: string, id: number) {
  const [row] = await tx
    .select()
    .from(relatedPersons)
    .where(and(eq(relatedPersons.id, id), eq(relatedPersons.userId, userId)))
    .for('update');
  if (!row) throw notFound(RELATION_MESSAGES.notFound);
  return row;
}

/**
 * A BSN belongs to one person: not another account's own (said without whose, as an
 * application does), not the investor's own nor another relation's of this investor.
 */
async function checkBsn(
  tx: Database,
  key: Buffer,
  userId: string,
  bsn: string,
  exceptRelationId: number | null,
): Promise<void> {
  if (await heldByAnotherAccount(tx, key, userId, bsn)) {
    throw new FieldProblems([{ field: 'bsn', message: BSN_HELD_ELSEWHERE_MESSAGE }]);
  }
  const [own] = await tx
    .select({ bsnSealed: personalInfo.bsnSealed })
    .from(personalInfo)
    .where(eq(personalInfo.userId, userId));
  const ownBsn =
    own?.bsnSealed != null
      ? openText(key, own.bsnSealed, sealedFieldOf.personalInfo(userId, 'bsn'))
      : null;
  const others = await tx
    .select({ id: relatedPersons.id, bsnSealed: relatedPersons.bsnSealed })
    .from(relatedPersons)
    .where(eq(relatedPersons.userId, userId));
  const taken =
    ownBsn === bsn ||
    others.some(
      (row) =>
        row.id !== exceptRelationId &&
        row.bsnSealed !== null &&
        openText(key, row.bsnSealed, sealedFieldOf.relatedPerson(row.id, 'bsn')) === bsn,
    );
  if (taken) throw new FieldProblems([{ field: 'bsn', message: RELATION_MESSAGES.bsnTwice }]);
}

async function record(
  tx: Database,
  userId: string,
  relatedPersonId: number | null,
  changes: readonly RecordedChange[],
  now: Date,
  changedBy: string,
): Promise<void> {
  const ofRelation = changes.map((change) => ({ ...change, relatedPersonId }));
  await recordPersonalDataChanges(tx, userId, ofRelation, now, changedBy);
}

/** POST /api/relations: a new partner (at most one) or child. */
export async function addRelatedPerson(
  deps: Deps,
  userId: string,
  body: unknown,
  changedBy: string = userId,
): Promise<RelatedPerson> {
  const now = deps.clock.now();
  const today = todayInAmsterdam(now);
  const person = parsed(
    relatedPersonCreateSchemaOn(() => today),
    body,
  );
  const key = deps.config.dataEncryptionKey;
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if (person.Relatie === 'partner') {
      const partners = await tx
        .select({ id: relatedPersons.id })
        .from(relatedPersons)
        .where(and(eq(relatedPersons.userId, userId), eq(relatedPersons.relation, 'partner')));
      if (partners.length >= MAXIMUM_PARTNERS) throw conflict(RELATION_MESSAGES.onePartner);
    }
    if (person.bsn !== null) await checkBsn(tx, key, userId, person.bsn, null);
    const id = await saveRelation(tx, key, userId, person.Relatie, person, undefined);
    const row = await storedRelation(tx, id);
    await record(
      tx,
      userId,
      id,
      [{ field: RELATION_RECORD_FIELD, old: '', new: relationRecordText(row.relation, row) }],
      now,
      changedBy,
    );
    return relatedPersonView(key, row, []);
  });
}

/**
 * PATCH /api/relations/{id}: what the body gives changes. A relation that holds a contract
 * keeps its date of birth and BSN (identity facts the contract rests on; the administration
 * changes them); its name may be spelled right, and that is recorded like any change.
 */
export async function changeRelatedPerson(
  deps: Deps,
  userId: string,
  id: number,
  body: unknown,
  changedBy: string = userId,
): Promise<RelatedPerson> {
  const now = deps.clock.now();
  const today = todayInAmsterdam(now);
  const key = deps.config.dataEncryptionKey;
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const stored = await ownRelation(tx, userId, id);
    const held = (await contractsHeldBy(tx, [id])).get(id) ?? [];
    // Said before the age rules: no other date of birth is right for a contract holder.
    if (held.length > 0 && birthDateGiven(body, stored.geboortedatum)) {
      throw new FieldProblems([
        { field: 'geboortedatum', message: RELATION_MESSAGES.holderBirthDate },
      ]);
    }
    const person = parsed(
      relatedPersonUpdateSchemaOn(() => today, stored.relation),
      body,
    );
    const storedBsn =
      stored.bsnSealed === null
        ? null
        : openText(key, stored.bsnSealed, sealedFieldOf.relatedPerson(id, 'bsn'));
    const bsn = person.bsn ?? null;
    if (held.length > 0) {
      if (bsn !== null && storedBsn !== null && bsn !== storedBsn) {
        throw new FieldProblems([{ field: 'bsn', message: RELATION_MESSAGES.holderBsn }]);
      }
    }
    if (bsn !== null && bsn !== storedBsn) await checkBsn(tx, key, userId, bsn, id);
    const storedDocument =
      stored.documentNumberSealed === null
        ? null
        : openText(key, stored.documentNumberSealed, sealedFieldOf.relatedPerson(id, 'document'));
    const changes = relatedPersonChanges(
      { ...stored, bsn: storedBsn, identiteitsbewijsCard: storedDocument },
      person,
    );
    if (changes.length > 0) {
      await saveRelation(tx, key, userId, stored.relation, person, id);
      await record(tx, userId, id, changes, now, changedBy);
    }
    const row = await storedRelation(tx, id);
    return relatedPersonView(key, row, held);
  });
}

/**
 * DELETE /api/relations/{id}: refused (409, saying why and which contracts) while the relation
 * holds a contract. The removal is recorded with the name in the old value; its record and the
 * relation's earlier changes stay (migration 0024: ON DELETE SET NULL) without the relation id.
 */
export async function removeRelatedPerson(
  deps: Deps,
  userId: string,
  id: number,
  changedBy: string = userId,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const stored = await ownRelation(tx, userId, id);
    const held = (await contractsHeldBy(tx, [id])).get(id) ?? [];
    if (held.length > 0) {
      throw conflict(cannotRemoveMessage(relationName(stored), stored.relation, held));
    }
    await tx.delete(relatedPersons).where(eq(relatedPersons.id, id));
    await record(
      tx,
      userId,
      null,
      [
        {
          field: RELATION_RECORD_FIELD,
          old: relationRecordText(stored.relation, stored),
          new: '',
        },
      ],
      now,
      changedBy,
    );
  });
}
