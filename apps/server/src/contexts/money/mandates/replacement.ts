import { randomUUID } from 'node:crypto';
import { CONTRACT_CHANGE_MESSAGES, todayInAmsterdam } from '@bp/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contractChanges, contracts, mandates, users, type MandateRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, unauthorized } from '../../../http/problem';
import type { MandateProvider } from './providers/mandate-provider';
import { splitAccountHolder } from './split-account-holder';

/** Twikey's reason code for a mandate the creditor cancels because a new one replaces it. */
export const REPLACED_MANDATE_REASON = 'Vervangen door een machtiging voor een nieuwe rekening';

export interface ReplacementInput {
  contractId: number;
  userId: string;
  /** Electronic format, validated. */
  iban: string;
  accountHolder: string;
}

/**
 * A mandate for a new IBAN beside the signed one, which stays in force (and collects) until the
 * new one is signed; then `supersedeOnSignature` cancels it. A prepared one that waits already
 * is superseded here, as a new mandate request does.
 */
export async function prepareReplacementMandate(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  provider: MandateProvider,
  input: ReplacementInput,
): Promise<{ id: string; signUrl: string }> {
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw unauthorized();
  const id = randomUUID();
  const invite = await provider.createInvite({
    reference: id,
    iban: input.iban,
    debtor: { ...splitAccountHolder(input.accountHolder), email: user.email },
    language: 'nl',
  });
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(mandates)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(and(eq(mandates.contractId, input.contractId), eq(mandates.status, 'prepared')));
      await tx.insert(mandates).values({
        id,
        contractId: input.contractId,
        userId: input.userId,
        provider: provider.name,
        providerMandateNumber: invite.mandateNumber,
        iban: input.iban,
        accountHolder: input.accountHolder,
        signUrl: invite.signUrl,
        createdAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONTRACT_CHANGE_MESSAGES.mandatePending);
    throw error;
  }
  return { id, signUrl: invite.signUrl };
}

/**
 * In the transaction that records a mandate's first signature: the contract's other signed
 * mandates are cancelled (the new one replaces them), the contract's IBAN becomes the new
 * mandate's, and a change waiting for this mandate takes effect today. Answers the provider's
 * numbers of the mandates to cancel there too, after the commit.
 */
export async function supersedeOnSignature(
  tx: Database,
  mandate: MandateRow,
  now: Date,
): Promise<string[]> {
  const superseded = await tx
    .update(mandates)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(mandates.contractId, mandate.contractId),
        eq(mandates.status, 'signed'),
        ne(mandates.id, mandate.id),
      ),
    )
    .returning({ number: mandates.providerMandateNumber, provider: mandates.provider });
  const changes = await tx
    .update(contractChanges)
    .set({ effectiveFrom: todayInAmsterdam(now) })
    .where(and(eq(contractChanges.mandateId, mandate.id), isNull(contractChanges.effectiveFrom)))
    .returning({ id: contractChanges.id });
  if (changes.length > 0 || superseded.length > 0) {
    await tx
      .update(contracts)
      .set({ iban: mandate.iban })
      .where(eq(contracts.id, mandate.contractId));
  }
  return superseded.filter((row) => row.provider === mandate.provider).map((row) => row.number);
}

/** Best effort: a mandate our side cancelled stays cancelled even if the provider is down. */
export async function cancelAtProvider(
  provider: Pick<MandateProvider, 'cancelMandate'>,
  numbers: readonly string[],
  log?: { error(details: object, message: string): void },
  reason = REPLACED_MANDATE_REASON,
): Promise<void> {
  for (const number of numbers) {
    try {
      await provider.cancelMandate?.(number, reason);
    } catch (error) {
      log?.error({ err: error, mandateNumber: number, reason }, 'cancelling a mandate failed');
    }
  }
}
