import type { CalendarDate } from '@bp/domain';
import { CONTRACT_STATUS, type ContractStatus } from '@bp/domain';
import type { Database } from '../db/client';
import { mandates, sandboxMandates } from '../db/schema';
import { SANDBOX_MANDATE_PATH } from '../contexts/money';
import type { ContractPlan } from './contract-ledger';

export interface MandateOfSeededContract {
  contractId: number;
  userId: string;
  contractNumber: string;
  status: ContractStatus;
  iban: string | null;
  accountHolder: string;
  plan: ContractPlan;
}

/** Noon in Amsterdam's winter time: a seeded moment on a calendar day, the same on any machine. */
function onDay(date: CalendarDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * Whether the seeded ledger collects monthly deposits: the plan has them and the contract has
 * left "awaiting payment". A contract still waiting for its first payment gives its mandate
 * after paying, as an application in the portal does (step 6 follows step 5).
 */
function collectsMonthly(
  contract: MandateOfSeededContract,
): contract is MandateOfSeededContract & { iban: string } {
  return (
    contract.plan.periodic !== null &&
    contract.plan.periodic.amounts.length > 0 &&
    contract.status !== CONTRACT_STATUS.awaitingPayment &&
    contract.iban !== null
  );
}

/**
 * Every seeded contract whose monthly deposits were collected gets the SEPA mandate that
 * allowed it, as the mandates module keeps one: signed on the start date (before the first
 * collection), at the sandbox provider, whose own record says the same, so the monthly
 * collection job goes on collecting it. A sold contract's mandate was cancelled on the day of
 * the sale: nothing is collected after it.
 */
export async function seedMandates(
  db: Database,
  list: readonly MandateOfSeededContract[],
): Promise<void> {
  const collecting = list.filter(collectsMonthly);
  if (collecting.length === 0) return;
  const rows = collecting.map((contract) => {
    const mandateNumber = `SBXSEED${contract.contractId}`;
    const signedAt = onDay(contract.plan.startDate);
    const cancelledAt =
      contract.status === 'verkocht' && contract.plan.saleDate
        ? onDay(contract.plan.saleDate)
        : null;
    return { contract, mandateNumber, signedAt, cancelledAt };
  });
  await db.insert(sandboxMandates).values(
    rows.map(({ contract, mandateNumber, signedAt, cancelledAt }) => ({
      mandateNumber,
      reference: `seed-${contract.contractId}`,
      iban: contract.iban,
      debtorName: contract.accountHolder,
      state: cancelledAt ? ('cancelled' as const) : ('signed' as const),
      redirectUrl: '/twikey-result',
      createdAt: signedAt,
    })),
  );
  await db.insert(mandates).values(
    rows.map(({ contract, mandateNumber, signedAt, cancelledAt }) => ({
      contractId: contract.contractId,
      userId: contract.userId,
      provider: 'sandbox',
      providerMandateNumber: mandateNumber,
      status: cancelledAt ? ('cancelled' as const) : ('signed' as const),
      iban: contract.iban,
      accountHolder: contract.accountHolder,
      // Signed long ago: the signing page is no longer of use, but the column keeps its form.
      signUrl: `${SANDBOX_MANDATE_PATH}/${mandateNumber}`,
      createdAt: signedAt,
      signedAt,
      cancelledAt,
    })),
  );
}
