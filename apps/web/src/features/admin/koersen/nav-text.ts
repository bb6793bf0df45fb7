import { formatNavChange, NAV_PROPOSAL_KIND } from '@bp/domain';
import { formatNav } from '../../../ui/figures';

/** A NAV, or a dash when there is none (a fund's first). */
export const navText = (nav: string | null) => (nav === null ? '—' : formatNav(nav));
/** A change in percent, or a dash when there is no previous NAV. */
export const changeText = (change: string | null) =>
  change === null ? '—' : formatNavChange(change);
/** A flagged change or a correction needs a reason from the proposer and the approver. */
export const needsReason = (row: { flagged: boolean; kind: string }) =>
  row.flagged || row.kind === NAV_PROPOSAL_KIND.correction;
