import { Amount, DateText } from './Figures';
import { signOf } from './format';

interface AwaitingPurchaseProps {
  /** The part of a value received and not yet invested (InAfwachtingVanAankoop). */
  amount: string;
  /** The valuation date whose NAV buys the units (AankoopTegenKoersVan); none for a total. */
  date?: string | null;
  className?: string;
}

/**
 * Says what a value includes: money received that waits for its units, counted at its amount
 * until the NAV of the next valuation date buys them. Nothing when no money waits.
 */
export function AwaitingPurchase({ amount, date, className }: AwaitingPurchaseProps) {
  if (signOf(amount) === 0) return null;
  return (
    <p className={['figure-includes', className].filter(Boolean).join(' ')}>
      waarvan <Amount value={amount} /> in afwachting van aankoop
      {date && (
        <>
          {' '}
          tegen de koers van <DateText date={date} style="long" />
        </>
      )}
    </p>
  );
}
