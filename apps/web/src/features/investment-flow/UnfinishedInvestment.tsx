import './unfinished-investment.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialogOnDemand } from '../../ui/ConfirmDialogOnDemand';
import { discardInvestmentDraft, useUnfinishedInvestments } from './flow-drafts';
import {
  INVESTMENT_FLOW_ROUTES,
  INVESTMENT_FLOW_STEP_TITLES,
  INVESTMENT_FLOW_TITLES,
  isDraft,
  type InvestmentFlowName,
  type InvestmentFlowState,
} from './state';

/**
 * The add-investment applications that were stopped with "Afbreken en later afronden", one per
 * flow (issue 17): Mijn berekeningen leads back to each, at the step where the investor was, and
 * lets the investor discard a draft.
 */
export function UnfinishedInvestment() {
  const unfinished = useUnfinishedInvestments();
  const [toDiscard, setToDiscard] = useState<InvestmentFlowName | null>(null);
  return (
    <>
      {unfinished.map((flow) =>
        flow.currentFlow === null ? null : (
          <UnfinishedFlow
            key={flow.currentFlow}
            name={flow.currentFlow}
            flow={flow}
            onDiscard={setToDiscard}
          />
        ),
      )}
      <ConfirmDialogOnDemand
        open={toDiscard !== null}
        title="Weet u zeker dat u dit concept wilt verwijderen?"
        description={
          toDiscard
            ? `Wat u voor ${INVESTMENT_FLOW_TITLES[toDiscard]} hebt ingevuld, wordt verwijderd.`
            : undefined
        }
        confirmLabel="Concept verwijderen"
        onConfirm={() => {
          if (toDiscard) discardInvestmentDraft(toDiscard);
          setToDiscard(null);
        }}
        onCancel={() => setToDiscard(null)}
      />
    </>
  );
}

function UnfinishedFlow({
  name,
  flow,
  onDiscard,
}: {
  name: InvestmentFlowName;
  flow: InvestmentFlowState;
  onDiscard: (name: InvestmentFlowName) => void;
}) {
  const title = INVESTMENT_FLOW_TITLES[name];
  const headingId = `onafgeronde-belegging-${name}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Nog af te ronden: {title}</h2>
      <p>
        U was bezig met een belegging in {title.toLowerCase()}. U gaat verder bij de stap{' '}
        {INVESTMENT_FLOW_STEP_TITLES[flow.activePage]}.
      </p>
      <p className="draft-actions">
        <Link to={INVESTMENT_FLOW_ROUTES[name]} className="btn btn-primary">
          Verder met uw belegging
        </Link>
        {/* With its contract made the application is no draft: the payment waits elsewhere. */}
        {isDraft(flow) ? (
          <button type="button" className="btn btn-secondary" onClick={() => onDiscard(name)}>
            Concept verwijderen
          </button>
        ) : null}
      </p>
    </section>
  );
}
