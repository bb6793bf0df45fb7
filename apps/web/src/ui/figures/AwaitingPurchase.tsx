import { DateText } from './Figures';

/**
 * A deposit was received and waits for its units, which the NAV of the next valuation date buys
 * (AankoopTegenKoersVan): says so, with that date written out.
 */
export function AwaitingPurchase({ date, className }: { date: string; className?: string }) {
  return (
    <p className={className}>
      Inleg ontvangen, aankoop tegen de koers van <DateText date={date} style="long" />
    </p>
  );
}
