import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@bp/domain';
import './figures.css';

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <span className={`status-badge status-${status}`}>
      {CONTRACT_STATUS_LABELS[status] ?? status}
    </span>
  );
}
