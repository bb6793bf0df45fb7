import { randomUUID } from 'node:crypto';
import type { CreateMandateRequest, CreateMandateResponse } from '@bp/api-schema';
import { canMandateMoveTo, formatEuro, maskIban, validateIban, CONTRACT_STATUS } from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contracts, mandates, users, type MandateRow } from '../../../db/schema';
import { conflict, fieldProblems, unauthorized } from '../../../http/problem';
import { mandateSignedMail } from '../../../mail/templates';
import { ownContract } from '../../portfolio';
import { MANDATE_MESSAGES } from './messages';
import { cancelAtProvider, supersedeOnSignature } from './replacement';
import { splitAccountHolder } from './split-account-holder';
import type { MandateProvider, MandateState } from './providers/mandate-provider';

type Deps = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailOutbox' | 'mailContext'>;
/** What applying a state the provider reported needs: the webhook, the exit URL, the feed job. */
export type MandateStateDeps = Pick<AppContext, 'db' | 'clock' | 'mailContext'> & {
  mailOutbox: Pick<AppContext['mailOutbox'], 'enqueue' | 'wake'>;
};

export interface CreatedMandate {
  body: CreateMandateResponse;
  /** False when an identical prepared mandate was handed out again. */
  created: boolean;
}

/**
 * A mandate for the contract's monthly deposit. A prepared mandate for the same IBAN and holder
 * is reused (the investor pressed twice or came back); one for another account is superseded:
 * cancelled here, so its late signature changes nothing. A signed mandate must be revoked first.
 */
export async function createMandate(
  ctx: Deps,
  provider: MandateProvider,
  userId: string,
  input: CreateMandateRequest,
): Promise<CreatedMandate> {
  const { contract } = await ownContract(ctx.db, userId, input.contractId);
  if (contract.periodicDeposit === null) throw conflict(MANDATE_MESSAGES.noPeriodicDeposit);
  // The schema refused an invalid IBAN already; this gives the electronic form to store.
  const iban = validateIban(input.iban);
  if (!iban.ok) throw fieldProblems('iban', [iban.error]);
  const accountHolder = input.accountHolder.trim();

  const existing = await ctx.db.select().from(mandates).where(eq(mandates.contractId, contract.id));
  if (existing.some((mandate) => mandate.status === 'signed')) {
    throw conflict(MANDATE_MESSAGES.alreadySigned);
  }
  const prepared = existing.find((mandate) => mandate.status === 'prepared');
  if (prepared && prepared.iban === iban.value && prepared.accountHolder === accountHolder) {
    return {
      body: { id: prepared.id, status: 'prepared', signUrl: prepared.signUrl },
      created: false,
    };
  }

  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const id = randomUUID();
  const invite = await provider.createInvite({
    reference: id,
    iban: iban.value,
    debtor: { ...splitAccountHolder(accountHolder), email: user.email },
    language: 'nl',
  });
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      if (prepared) {
        await tx
          .update(mandates)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(and(eq(mandates.id, prepared.id), eq(mandates.status, 'prepared')));
      }
      await tx.insert(mandates).values({
        id,
        contractId: contract.id,
        userId,
        provider: provider.name,
        providerMandateNumber: invite.mandateNumber,
        iban: iban.value,
        accountHolder,
        signUrl: invite.signUrl,
        createdAt: now,
      });
    });
  } catch (error) {
    // Two requests at once: the partial unique index lets only one prepared mandate in.
    if (isUniqueViolation(error)) throw conflict(MANDATE_MESSAGES.concurrent);
    throw error;
  }
  return { body: { id, status: 'prepared', signUrl: invite.signUrl }, created: true };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type WebhookOutcome =
  'applied' | 'unchanged' | 'unknown-mandate' | 'collections-catch-up' | 'other-event';

/** What the webhook does for a signed `type=payment` event; the route gives it the deps it needs. */
export type PaymentEventHandler = () => void;

/**
 * A provider's webhook, as Twikey sends it: a GET with the event in the query string
 * (`type=contract&mandateNumber=…&state=…`, `type=payment&…`). Nothing is believed unless the
 * `X-Signature` over the raw query is right (else 401, nothing changes); even then the state is
 * fetched from the provider, never taken from the message. The transition is applied once,
 * under a row lock: a replayed or concurrent webhook finds the state already there and changes
 * nothing, so the mail goes out once. A payment event only starts the collections' catch-up.
 */
export async function handleMandateWebhook(
  ctx: MandateStateDeps,
  provider: MandateProvider,
  rawQuery: string,
  signature: string | undefined,
  onPaymentEvent: PaymentEventHandler,
): Promise<WebhookOutcome> {
  if (!provider.verifyWebhook(rawQuery, signature)) {
    throw unauthorized(MANDATE_MESSAGES.badSignature);
  }
  const event = new URLSearchParams(rawQuery);
  const type = event.get('type');
  if (type === 'payment') {
    onPaymentEvent();
    return 'collections-catch-up';
  }
  const mandateNumber = event.get('mandateNumber');
  if (type !== 'contract' || !mandateNumber) return 'other-event';
  return refreshMandate(ctx, provider, mandateNumber);
}

/** Asks the provider for the mandate's state and applies it once; any source may call it. */
export async function refreshMandate(
  ctx: MandateStateDeps,
  provider: MandateProvider,
  mandateNumber: string,
): Promise<Exclude<WebhookOutcome, 'collections-catch-up' | 'other-event'>> {
  const known = await mandateIdOf(ctx, provider, mandateNumber);
  if (known === null) return 'unknown-mandate';
  const remote = await provider.getMandate(mandateNumber);
  return (await applyMandateState(ctx, known, remote.state, provider)) ? 'applied' : 'unchanged';
}

/** Our mandate's id for the provider's mandate number; null for one we never made. */
export async function mandateIdOf(
  ctx: Pick<MandateStateDeps, 'db'>,
  provider: Pick<MandateProvider, 'name'>,
  mandateNumber: string,
): Promise<string | null> {
  const [known] = await ctx.db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(eq(mandates.provider, provider.name), eq(mandates.providerMandateNumber, mandateNumber)),
    );
  return known?.id ?? null;
}

/** Applies a state the provider reported (webhook, exit URL, feed) once; mails after the commit. */
export async function applyMandateState(
  ctx: MandateStateDeps,
  mandateId: string,
  state: MandateState,
  provider?: Pick<MandateProvider, 'cancelMandate'>,
): Promise<boolean> {
  const superseded: string[] = [];
  const applied = await ctx.db.transaction((tx) =>
    applyState(ctx, tx, mandateId, state, superseded),
  );
  if (applied) ctx.mailOutbox.wake();
  // The mandates a newly signed one replaced (a new IBAN): cancelled at the provider too.
  if (provider && superseded.length > 0) await cancelAtProvider(provider, superseded);
  return applied;
}

async function applyState(
  ctx: MandateStateDeps,
  tx: Database,
  mandateId: string,
  state: MandateState,
  superseded: string[],
): Promise<boolean> {
  const [mandate] = await tx
    .select()
    .from(mandates)
    .where(eq(mandates.id, mandateId))
    .for('update');
  if (!mandate || !canMandateMoveTo(mandate.status, state)) return false;
  const now = ctx.clock.now();
  const firstSignature = state === 'signed' && mandate.signedAt === null;
  // Conditional on the state read, as a second guard besides the lock: a concurrent webhook
  // that got there first leaves nothing to update, so it cannot mail twice.
  const updated = await tx
    .update(mandates)
    .set({
      status: state,
      ...(state === 'signed' ? { signedAt: mandate.signedAt ?? now } : {}),
      ...(state === 'cancelled' ? { cancelledAt: now } : {}),
      ...(state === 'suspended' ? { suspendedAt: now } : {}),
    })
    .where(and(eq(mandates.id, mandateId), eq(mandates.status, mandate.status)))
    .returning({ id: mandates.id });
  if (updated.length === 0) return false;
  if (firstSignature) {
    superseded.push(...(await supersedeOnSignature(tx, mandate, now)));
    await startMonthlyOnlyContract(tx, mandate.contractId);
    await enqueueSignedMail(ctx, tx, mandate);
  }
  return true;
}

/**
 * A contract with a monthly deposit only has nothing to pay by iDEAL: its signed mandate is what
 * starts it, so the monthly collection (active contracts only) takes it from its collection day.
 * A contract with a one-off deposit stays waiting until that payment is in.
 */
async function startMonthlyOnlyContract(tx: Database, contractId: number): Promise<void> {
  await tx
    .update(contracts)
    .set({ status: 'actief' })
    .where(
      and(
        eq(contracts.id, contractId),
        eq(contracts.status, CONTRACT_STATUS.awaitingPayment),
        eq(contracts.initialDeposit, '0'),
      ),
    );
}

async function enqueueSignedMail(
  ctx: MandateStateDeps,
  tx: Database,
  mandate: MandateRow,
): Promise<void> {
  const [row] = await tx
    .select({
      email: users.email,
      contractNumber: contracts.contractNumber,
      periodicDeposit: contracts.periodicDeposit,
      periodicDepositDay: contracts.periodicDepositDay,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, mandate.contractId));
  if (!row) return;
  await ctx.mailOutbox.enqueue(tx, {
    kind: 'mandate-signed',
    ...mandateSignedMail(
      row.email,
      {
        contractNumber: row.contractNumber,
        maskedIban: maskIban(mandate.iban),
        monthlyDeposit: row.periodicDeposit === null ? null : formatEuro(row.periodicDeposit),
        collectionDay: row.periodicDepositDay,
      },
      ctx.mailContext,
    ),
  });
}
