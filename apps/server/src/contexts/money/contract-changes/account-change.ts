import type { ContractChangeRequest } from '@bp/api-schema';
import {
  CONTRACT_CHANGE_MESSAGES,
  latestDeposit,
  maskIban,
  validateIban,
  type CalendarDate,
} from '@bp/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { contracts } from '../../../db/schema';
import { fieldProblems } from '../../../http/problem';
import { confirmPassword, confirmSecondFactor } from '../../identity';
import type { OwnContract } from '../../portfolio';
import type { MandateProvider } from '../mandates/providers/mandate-provider';
import { prepareReplacementMandate } from '../mandates/replacement';
import { arrangementOf, depositVersionsOf } from './deposit-versions';
import { recordChange } from './record';

type AccountRequest = Extract<ContractChangeRequest, { option: 'tegenrekening' }>;
export type AccountDeps = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'hasher' | 'limiter' | 'mailOutbox' | 'mailContext'
>;

/**
 * A new IBAN, after the password again. Without a monthly deposit it holds for payouts at once.
 * With one, a new mandate is prepared (the provider's invite first, outside the transaction);
 * the old mandate and IBAN stay in force until the new one is signed (mandates/replacement.ts).
 */
export async function changeAccount(
  ctx: AccountDeps,
  provider: MandateProvider,
  own: OwnContract,
  userId: string,
  input: AccountRequest,
  today: CalendarDate,
) {
  const { contract } = own;
  await confirmPassword(ctx, userId, input.wachtwoord, 'wachtwoord');
  await confirmSecondFactor(ctx, userId, input.code);
  const iban = validateIban(input.iban);
  if (!iban.ok) throw fieldProblems('iban', [iban.error]);
  if (iban.value === contract.iban)
    throw fieldProblems('iban', [CONTRACT_CHANGE_MESSAGES.sameIban]);
  const versions = await depositVersionsOf(ctx.db, contract.id);
  const monthly = latestDeposit(versions, arrangementOf(contract)).amount !== null;
  const summary = `tegenrekening ${contract.iban ? `van ${maskIban(contract.iban)} ` : ''}naar ${maskIban(iban.value)}.`;
  const base = {
    contractId: contract.id,
    contractNumber: contract.contractNumber,
    userId,
    option: 'tegenrekening' as const,
    summary,
  };
  if (!monthly) {
    const change = await ctx.db.transaction(async (tx) => {
      await tx.update(contracts).set({ iban: iban.value }).where(eq(contracts.id, contract.id));
      return recordChange(ctx, tx, {
        ...base,
        effectiveFrom: today,
        effectiveText: 'De nieuwe rekening geldt direct voor uitbetalingen.',
      });
    });
    return { change, signUrl: null };
  }
  const mandate = await prepareReplacementMandate(ctx, provider, {
    contractId: contract.id,
    userId,
    iban: iban.value,
    accountHolder: input.rekeninghouder,
  });
  const change = await ctx.db.transaction((tx) =>
    recordChange(ctx, tx, {
      ...base,
      effectiveFrom: null,
      mandateId: mandate.id,
      effectiveText:
        'Onderteken de nieuwe SEPA-machtiging: zodra die getekend is, gaat de nieuwe rekening in voor de incasso en voor uitbetalingen. Tot dan incasseren wij van uw huidige rekening.',
    }),
  );
  return { change, signUrl: mandate.signUrl };
}
