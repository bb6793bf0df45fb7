import type { SellOrderQuote } from '@bp/api-schema';
import { DateText } from '../../ui/figures';
import { formatInstant } from './sell-format';

type Schedule = Pick<SellOrderQuote, 'dealingDate' | 'cancellableUntil' | 'settlementDate'>;

/** An order's dates as rows of a details list: the NAV that prices it, the cut-off, the payout. */
export function ScheduleRows({
  schedule,
  dealingLabel,
}: {
  schedule: Schedule;
  dealingLabel: string;
}) {
  return (
    <>
      <dt>{dealingLabel}</dt>
      <dd>
        <DateText date={schedule.dealingDate} style="long" />
      </dd>
      <dt>Annuleren kan tot</dt>
      <dd>{formatInstant(schedule.cancellableUntil)}</dd>
      <dt>Uitbetaling op</dt>
      <dd>
        <DateText date={schedule.settlementDate} style="long" />
      </dd>
    </>
  );
}

/** Why something did not go through, in the server's Dutch words. */
export function ProblemAlert({ title, messages }: { title: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-error stack" role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
