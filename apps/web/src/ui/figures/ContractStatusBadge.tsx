import type { ContractStatus } from '@bp/api-schema';
import './figures.css';

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  'wacht-op-betaling': 'Wacht op betaling',
  actief: 'Actief',
  verkocht: 'Verkocht',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <span className={`status-badge status-${status}`}>
      {CONTRACT_STATUS_LABELS[status] ?? status}
    </span>
  );
}
