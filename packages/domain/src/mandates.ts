/**
 * A SEPA direct-debit mandate's states (DOMAIN.md): prepared → signed (active) →
 * cancelled or suspended. The one list for the provider adapters, the API schema and the
 * database enum.
 */
export const MANDATE_STATUSES = ['prepared', 'signed', 'cancelled', 'suspended'] as const;

/** What a mandate's status means, in Dutch: for the investor's contract page and the admin. */
export const MANDATE_STATUS_LABELS: Readonly<Record<(typeof MANDATE_STATUSES)[number], string>> = {
  prepared: 'Te ondertekenen',
  signed: 'Actief',
  cancelled: 'Ingetrokken',
  suspended: 'Opgeschort',
};
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/**
 * Where a mandate may go from each state. A suspended mandate can be reactivated (signed again)
 * or cancelled; a cancelled one is final, and nothing goes back to prepared.
 */
const NEXT: Record<MandateStatus, readonly MandateStatus[]> = {
  prepared: ['signed', 'cancelled'],
  signed: ['cancelled', 'suspended'],
  suspended: ['signed', 'cancelled'],
  cancelled: [],
};

export function canMandateMoveTo(from: MandateStatus, to: MandateStatus): boolean {
  return NEXT[from].includes(to);
}
