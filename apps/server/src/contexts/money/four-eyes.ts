import { FOUR_EYES_MESSAGES } from '@bp/domain';
import { conflict, forbidden, notFound } from '../../http/problem';

/** Who proposed the record an admin asks to approve; null when there is no such record. */
export interface Proposal {
  proposedBy: string;
}

/**
 * The checker's first test, before anything is written: the record exists and someone else
 * proposed it. The database CHECK `approved_by <> proposed_by` backs this up.
 */
export function assertCheckerMayApprove<T extends Proposal>(
  proposal: T | undefined,
  checkerId: string,
): T {
  if (!proposal) throw notFound(FOUR_EYES_MESSAGES.notFound);
  if (proposal.proposedBy === checkerId) throw forbidden(FOUR_EYES_MESSAGES.ownProposal);
  return proposal;
}

/**
 * The approval itself is a conditional UPDATE (`… WHERE id = $1 AND status = 'voorgesteld'
 * RETURNING …`): of two approvals that race, exactly one gets the row back. The other gets a 409.
 */
export function wonApproval<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (!row) throw conflict(FOUR_EYES_MESSAGES.notOpen);
  return row;
}
