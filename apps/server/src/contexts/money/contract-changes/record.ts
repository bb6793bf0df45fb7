import type { ContractChangeOption, MonthlyDepositAction } from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contractChanges, users, type ContractChangeRow } from '../../../db/schema';
import { contractChangedMail } from '../../../mail/templates';

export type RecordDeps = Pick<AppContext, 'clock' | 'mailOutbox' | 'mailContext'>;

export interface ChangeToRecord {
  contractId: number;
  contractNumber: string;
  userId: string;
  option: ContractChangeOption;
  action?: MonthlyDepositAction | null;
  summary: string;
  effectiveFrom: string | null;
  mandateId?: string | null;
  /** The mail's sentence about when it takes effect. */
  effectiveText: string;
}

/**
 * Writes the change and its confirmation mail in the caller's transaction (the outbox sends it
 * after the commit): what every option does once its own rows are written.
 */
export async function recordChange(
  ctx: RecordDeps,
  tx: Database,
  change: ChangeToRecord,
): Promise<ContractChangeRow> {
  const [row] = await tx
    .insert(contractChanges)
    .values({
      contractId: change.contractId,
      createdBy: change.userId,
      option: change.option,
      action: change.action ?? null,
      summary: change.summary,
      effectiveFrom: change.effectiveFrom,
      mandateId: change.mandateId ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('contract change not recorded');
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, change.userId));
  if (user) {
    await ctx.mailOutbox.enqueue(tx, {
      kind: 'contract-change',
      ...contractChangedMail(
        user.email,
        {
          contractNumber: change.contractNumber,
          contractId: change.contractId,
          summary: change.summary,
          effective: change.effectiveText,
        },
        ctx.mailContext,
      ),
    });
  }
  return row;
}
