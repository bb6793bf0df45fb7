import {
  SELL_ORDER_REJECTION_REASON_LABELS,
  SELL_ORDER_STATUS_LABELS,
  type SellOrderRejectionReason,
  type SellOrderStatus,
} from '@bp/domain';

/** The order's status in the domain's Dutch words; a rejection with its reason. */
export function SellOrderStatusBadge({
  status,
  reason,
}: {
  status: SellOrderStatus;
  reason: SellOrderRejectionReason | null;
}) {
  return (
    <>
      <span className={`status-badge sell-status-${status}`}>
        {SELL_ORDER_STATUS_LABELS[status]}
      </span>
      {reason && (
        <span className="sell-reason"> — {SELL_ORDER_REJECTION_REASON_LABELS[reason]}</span>
      )}
    </>
  );
}
