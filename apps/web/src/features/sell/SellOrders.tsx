import type { SellOrder } from '@bp/api-schema';
import { SELL_ORDER_STATUS, formatEuro, formatUnits, isOpenSellOrder } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessages } from '../../lib/http';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateText, formatDate, formatNav } from '../../ui/figures';
import { ErrorState, LoadingState } from '../../ui/states';
import { cancelSellOrder, sellOrdersQuery } from './api';
import { formatInstant, orderSubject } from './sell-format';
import { ProblemAlert } from './ScheduleRows';
import { SellOrderStatusBadge } from './SellOrderStatusBadge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the order brings: the estimate while it waits, the real figures once executed. */
function Proceeds({ order }: { order: SellOrder }) {
  if (order.executed) {
    const paid = order.status === SELL_ORDER_STATUS.paidOut;
    return (
      <>
        <Row label="Verkocht">
          {formatUnits(order.executed.units)} participaties tegen{' '}
          {formatNav(order.executed.nav, 'EUR')}
        </Row>
        <Row label="Uitstapkosten">{formatEuro(order.executed.exitCosts)}</Row>
        <Row label={paid ? 'Uitbetaald' : 'Opbrengst, nog niet uitbetaald'}>
          {formatEuro(order.executed.netProceeds)}{' '}
          {paid && order.paidOutAt ? (
            <>op {formatInstant(order.paidOutAt)}</>
          ) : (
            <>
              (uitbetaling op <DateText date={order.settlementDate} style="long" />)
            </>
          )}
        </Row>
      </>
    );
  }
  if (!isOpenSellOrder(order.status)) return null;
  return (
    <>
      <Row label="Verwachte opbrengst (indicatie)">
        {formatEuro(order.estimatedNetProceeds)} na {formatEuro(order.exitCosts)} uitstapkosten,
        tegen de laatste koers. Nog niet uitbetaald.
      </Row>
      <Row label="Uitbetaling verwacht op">
        <DateText date={order.settlementDate} style="long" />
      </Row>
    </>
  );
}

function OrderCard({
  order,
  onCancel,
}: {
  order: SellOrder;
  onCancel: (order: SellOrder) => void;
}) {
  const titleId = `verkooporder-${order.id}`;
  return (
    <article className="card stack sell-order" aria-labelledby={titleId}>
      <h3 id={titleId}>Verkooporder van {formatInstant(order.receivedAt)}</h3>
      <dl className="details-grid">
        <Row label="Status">
          <SellOrderStatusBadge status={order.status} reason={order.reason} />
        </Row>
        <Row label="Verkoop van">{orderSubject(order)}</Row>
        <Row label="Tegen de koers van">
          <DateText date={order.dealingDate} style="long" />
        </Row>
        {order.status === SELL_ORDER_STATUS.received && (
          <Row label="Annuleren kan tot">{formatInstant(order.cancellableUntil)}</Row>
        )}
        <Proceeds order={order} />
        {order.iban && <Row label="Naar rekening">{order.iban}</Row>}
      </dl>
      {order.cancellable && (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => onCancel(order)}>
            Verkooporder annuleren
          </button>
        </p>
      )}
    </article>
  );
}

/** The contract's sell orders, newest first, each cancellable until its cut-off. */
export function SellOrders({ contractId }: { contractId: number }) {
  const { data, error, isError, refetch } = useQuery(sellOrdersQuery(contractId));
  const [cancelling, setCancelling] = useState<SellOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  if (isError) {
    return (
      <ErrorState
        title="Uw verkooporders konden niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingState label="Uw verkooporders worden geladen…" />;
  if (data.data.length === 0) return null;

  const cancel = async (order: SellOrder) => {
    setBusy(true);
    setFailure([]);
    try {
      await cancelSellOrder(contractId, order.id);
    } catch (problem) {
      setFailure(errorMessages(problem));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  return (
    <section className="stack" aria-labelledby="verkooporders">
      <h2 id="verkooporders">Uw verkooporders</h2>
      <ProblemAlert title="De verkooporder is niet geannuleerd" messages={failure} />
      <ul className="sell-orders stack">
        {data.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onCancel={setCancelling} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title="Verkooporder annuleren?"
        description={
          cancelling
            ? `De verkoop van ${orderSubject(cancelling).toLowerCase()} tegen de koers van ${formatDate(cancelling.dealingDate, 'long')} gaat dan niet door.`
            : undefined
        }
        confirmLabel="Verkooporder annuleren"
        cancelLabel="Niet annuleren"
        busy={busy}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
