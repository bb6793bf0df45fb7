import type { Fund } from '@bp/api-schema';
import { formatEuro, formatPercentage, investmentCosts } from '@bp/domain';

interface CostSummaryProps {
  fund: Pick<Fund, 'entryCosts' | 'ongoingCosts'>;
  initialDeposit: string | null;
  periodicDeposit: string | null;
}

/** The costs of the amounts typed so far, from the fund's entry and ongoing costs. */
export function CostSummary({ fund, initialDeposit, periodicDeposit }: CostSummaryProps) {
  const entry = formatPercentage(fund.entryCosts);
  const ongoing = formatPercentage(fund.ongoingCosts);
  const costs =
    initialDeposit === null && periodicDeposit === null
      ? null
      : investmentCosts({
          initialDeposit,
          periodicDeposit,
          entryCosts: fund.entryCosts,
          ongoingCosts: fund.ongoingCosts,
        });

  return (
    <section className="cost-summary stack" aria-labelledby="kosten-overzicht">
      <h3 id="kosten-overzicht" className="cost-summary-title">
        Overzicht van de kosten
      </h3>
      <p className="muted">
        Instapkosten: {entry} van elke inleg. Lopende kosten: {ongoing} per jaar van wat u belegt.
      </p>
      {costs === null ? (
        <p>Vul een bedrag in, dan ziet u hier wat het kost.</p>
      ) : (
        <dl className="cost-summary-list">
          {costs.entryCostsOnInitial !== null && (
            <div>
              <dt>Instapkosten op uw eenmalige inleg</dt>
              <dd>{formatEuro(costs.entryCostsOnInitial)}</dd>
            </div>
          )}
          {costs.entryCostsOnPeriodic !== null && (
            <div>
              <dt>Instapkosten op elke maandelijkse inleg</dt>
              <dd>{formatEuro(costs.entryCostsOnPeriodic)}</dd>
            </div>
          )}
          <div>
            <dt>Lopende kosten per jaar</dt>
            <dd>{formatEuro(costs.ongoingCostsPerYear)}</dd>
          </div>
        </dl>
      )}
      {costs !== null && (
        <p className="field-hint">
          De lopende kosten zijn berekend over {formatEuro(costs.investedAfterFirstYear)}: wat u na
          het eerste jaar heeft ingelegd, na instapkosten en zonder rendement.
        </p>
      )}
    </section>
  );
}
