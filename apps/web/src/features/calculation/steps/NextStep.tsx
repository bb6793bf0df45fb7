import type { CalculationData } from '@bp/api-schema';
import { Link } from 'react-router';
import { INVESTMENT_TARGETS, investmentPrefillSearch } from '../next-step';

function loginFirst(path: string, loggedIn: boolean): string {
  // The spec's login redirect: the full intended path, so the amounts come along.
  return loggedIn ? path : `/login?redirect=${encodeURIComponent(path)}`;
}

/** After "bedrag beleggen": into an add-investment flow with the amounts filled in. */
function InvestNextStep({ data, loggedIn }: { data: CalculationData; loggedIn: boolean }) {
  const search = investmentPrefillSearch(data.request);
  const [first, ...others] = INVESTMENT_TARGETS;
  const to = (path: string) => loginFirst(`${path}?${search}`, loggedIn);
  return (
    <section className="card stack" aria-labelledby="next-step-title">
      <h2 id="next-step-title">Beleggen met deze bedragen</h2>
      <p>
        U belegt het bedrag in een van onze fondsen. De bedragen en de omschrijving van deze
        berekening staan dan al ingevuld; u kunt ze nog aanpassen.
        {loggedIn ? null : ' Daarvoor logt u eerst in.'}
      </p>
      <p>
        <Link className="btn btn-primary" to={to(first.path)}>
          Beleggen
        </Link>{' '}
        <span className="muted">in {first.title}</span>
      </p>
      <p>
        Of kies een ander fonds:{' '}
        {others.map((target, index) => (
          <span key={target.path}>
            {index > 0 ? ', ' : null}
            <Link to={to(target.path)}>{target.title}</Link>
          </span>
        ))}
        .
      </p>
    </section>
  );
}

/** A lijfrente has no add-investment flow in the portal: say so, and how to request one. */
function AnnuityNextStep({ data }: { data: CalculationData }) {
  return (
    <section className="card stack" aria-labelledby="next-step-title">
      <h2 id="next-step-title">Deze lijfrente aanvragen</h2>
      <p>
        Een lijfrente kunt u niet zelf in het portaal afsluiten: daarvoor is geen online aanvraag.
        Wij regelen het graag persoonlijk met u.
      </p>
      <p>
        <Link to="/contact">Neem contact met ons op</Link>{' '}
        {data.offerID === null
          ? 'en noem de bedragen van deze berekening.'
          : `en noem offertenummer ${data.offerID}.`}
      </p>
    </section>
  );
}

/** What the investor can do with a result, so it is not a dead end (issue 17). */
export function NextStep({ data, loggedIn }: { data: CalculationData; loggedIn: boolean }) {
  if (data.productCode === 'SB') return <InvestNextStep data={data} loggedIn={loggedIn} />;
  return <AnnuityNextStep data={data} />;
}
