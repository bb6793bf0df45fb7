import { Link } from 'react-router';
import { useInvestmentFlow } from './flow-store';
import {
  hasUnfinishedFlow,
  INVESTMENT_FLOW_ROUTES,
  INVESTMENT_FLOW_STEP_TITLES,
  INVESTMENT_FLOW_TITLES,
} from './state';

/**
 * An add-investment application that was stopped with "Afbreken en later afronden": Mijn
 * berekeningen leads back to it, at the step where the investor was.
 */
export function UnfinishedInvestment() {
  const flow = useInvestmentFlow();
  if (!hasUnfinishedFlow(flow) || flow.currentFlow === null) return null;
  const title = INVESTMENT_FLOW_TITLES[flow.currentFlow];
  return (
    <section className="card stack" aria-labelledby="onafgeronde-belegging">
      <h2 id="onafgeronde-belegging">Nog af te ronden: {title}</h2>
      <p>
        U was bezig met een belegging in {title.toLowerCase()}. U gaat verder bij de stap{' '}
        {INVESTMENT_FLOW_STEP_TITLES[flow.activePage]}.
      </p>
      <p>
        <Link to={INVESTMENT_FLOW_ROUTES[flow.currentFlow]} className="btn btn-primary">
          Verder met uw belegging
        </Link>
      </p>
    </section>
  );
}
