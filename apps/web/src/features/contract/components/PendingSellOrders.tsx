import {
  formatEuro,
  isOpenSellOrder,
  SELL_ORDER_STATUS,
  SELL_ORDER_STATUS_LABELS,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateText } from '../../../ui/figures';
import { sellOrdersQuery } from '../api/sell-orders';

/**
 * The sell orders whose money has not reached the investor yet: waiting for their dealing date,
 * or executed and not yet paid out. Shown above the bookings, which hold only what happened.
 */
export function PendingSellOrders({ contractId }: { contractId: number }) {
  const { data } = useQuery(sellOrdersQuery(contractId));
  const pending = (data?.data ?? []).filter(
    (order) => isOpenSellOrder(order.status) || order.status === SELL_ORDER_STATUS.executed,
  );
  if (pending.length === 0) return null;
  return (
    <section className="alert alert-info stack" aria-labelledby="lopende-verkooporders">
      <h2 id="lopende-verkooporders">Lopende verkooporders</h2>
      <ul>
        {pending.map((order) => (
          <li key={order.id}>
            {SELL_ORDER_STATUS_LABELS[order.status]}: verkoop tegen de koers van{' '}
            <DateText date={order.dealingDate} style="long" />,{' '}
            {order.executed
              ? `opbrengst ${formatEuro(order.executed.netProceeds)}`
              : `verwachte opbrengst ${formatEuro(order.estimatedNetProceeds)} (indicatie)`}
            , nog niet uitbetaald (uitbetaling op{' '}
            <DateText date={order.settlementDate} style="long" />
            ).
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/contractbeheer/${contractId}/verkopen`}>Naar uw verkooporders</Link>
      </p>
    </section>
  );
}
