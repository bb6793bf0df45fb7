import type { Mandate } from '@bp/api-schema';
import { maskIban } from '@bp/domain';
import type { MandateWithContract } from './queries';

/** The API's view of a mandate: the IBAN only ever masked. */
export function mandateView({ mandate, contract }: MandateWithContract): Mandate {
  return {
    id: mandate.id,
    status: mandate.status,
    iban: maskIban(mandate.iban),
    accountHolder: mandate.accountHolder,
    contractId: mandate.contractId,
    contractNumber: contract.contractNumber,
    monthlyDeposit: contract.periodicDeposit,
    collectionDay: contract.periodicDepositDay,
    createdAt: mandate.createdAt.toISOString(),
    signedAt: mandate.signedAt?.toISOString() ?? null,
    cancelledAt: mandate.cancelledAt?.toISOString() ?? null,
    suspendedAt: mandate.suspendedAt?.toISOString() ?? null,
  };
}
