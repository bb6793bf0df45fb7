import { Link } from 'react-router';
import { Amount } from '../../../ui/figures';
import { countLabel, totalDue, type Holding } from '../holdings';

/** The call to action for contracts that wait for their first payment. */
export function UnpaidNotice({ holdings }: { holdings: readonly Holding[] }) {
  if (holdings.length === 0) return null;
  return (
    <section className="alert alert-info stack unpaid-notice" aria-labelledby="unpaid-title">
      <h2 id="unpaid-title">Betaling nog niet afgerond</h2>
      <p>
        Van {countLabel(holdings.length, 'contract', 'contracten')} is de betaling nog niet
        afgerond. Nog te betalen: <Amount value={totalDue(holdings)} />. Pas na uw betaling kopen
        wij participaties voor u.
      </p>
      <p>
        <Link to="/mijn-betaling-afronden" className="btn btn-primary">
          Betaling afronden
        </Link>
      </p>
    </section>
  );
}
