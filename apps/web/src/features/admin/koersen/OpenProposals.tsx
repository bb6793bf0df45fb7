import type { NavProposal } from '@bp/api-schema';
import { NAV_PROPOSAL_KIND_LABELS } from '@bp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '../../../lib/http';
import { type Column } from '../../../ui/data-table/DataTable';
import { DateText, formatInstant, formatNav } from '../../../ui/figures';
import { approveNav, navKeys } from './api';
import { changeText, navText, needsReason } from './nav-text';

/** One open proposal's approval: the reason when it needs one, and "Goedkeuren". */
function Approve({ proposal }: { proposal: NavProposal }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const approve = useMutation({
    mutationFn: () => approveNav(proposal.id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: navKeys.all }),
  });
  if (proposal.proposedByMe) {
    return (
      <span className="nav-approve">
        <button type="button" className="btn btn-secondary" disabled>
          Goedkeuren
        </button>{' '}
        <span>Door u voorgesteld</span>
      </span>
    );
  }
  const reasonId = `reden-${proposal.id}`;
  const label = `${proposal.fundCode} ${proposal.valuationDate}`;
  return (
    <span className="nav-approve stack">
      {needsReason(proposal) ? (
        <span className="field">
          <label className="field-label" htmlFor={reasonId}>
            Reden goedkeuring
          </label>
          <input
            id={reasonId}
            className="field-input"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </span>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        aria-label={`Goedkeuren: ${label}`}
        disabled={approve.isPending || (needsReason(proposal) && reason.trim() === '')}
        onClick={() => approve.mutate()}
      >
        Goedkeuren
      </button>
      {approve.isError ? (
        <span className="alert alert-error" role="alert">
          {errorMessages(approve.error).join(' ')}
        </span>
      ) : null}
    </span>
  );
}

export const OPEN_COLUMNS: readonly Column<NavProposal>[] = [
  { header: 'Fonds', rowHeader: true, cell: (item) => item.fundCode },
  { header: 'Datum', cell: (item) => <DateText date={item.valuationDate} /> },
  { header: 'Koers', numeric: true, cell: (item) => formatNav(item.nav) },
  { header: 'Vorige koers', numeric: true, cell: (item) => navText(item.previousNav) },
  { header: 'Wijziging', numeric: true, cell: (item) => changeText(item.change) },
  { header: 'Soort', cell: (item) => NAV_PROPOSAL_KIND_LABELS[item.kind] },
  {
    header: 'Voorgesteld',
    cell: (item) =>
      `${item.proposedBy}, ${formatInstant(item.proposedAt)}${item.proposalReason ? ` — ${item.proposalReason}` : ''}`,
  },
  { header: 'Goedkeuren', label: '', cell: (item) => <Approve proposal={item} /> },
];
