import { Amount } from '../../../ui/figures';
import { PaymentDueNotice } from '../../../ui/PaymentDueNotice';
import { countLabel, totalDue, type Holding } from '../holdings';

/** The call to action for contracts that wait for their first payment. */
export function UnpaidNotice({ holdings }: { holdings: readonly Holding[] }) {
  if (holdings.length === 0) return null;
  return (
    <PaymentDueNotice>
      <p>
        Van {countLabel(holdings.length, 'contract', 'contracten')} is de betaling nog niet
        afgerond. Nog te betalen: <Amount value={totalDue(holdings)} />. Pas na uw betaling kopen
        wij participaties voor u.
      </p>
    </PaymentDueNotice>
  );
}
