import type { ContractSummary } from '@bp/api-schema';
import { Amount, AwaitingPurchase, DateText } from '../../../ui/figures';
import type { Totals } from '../holdings';

/** A contract number kept on one line ("LF-2020-000077" does not break at its hyphens). */
function ContractNumbers({ holdings }: { holdings: readonly ContractSummary[] }) {
  return holdings.map((holding, index) => (
    <span key={holding.ContractID}>
      {index > 0 && ', '}
      <span className="contract-number">{holding.Contractnummer}</span>
    </span>
  ));
}

/** Names the sold contracts the totals leave out, and where they are. */
function LeftOutNote({ sold }: { sold: readonly ContractSummary[] }) {
  if (sold.length === 0) return null;
  return sold.length === 1 ? (
    <p className="totals-scope">
      Het verkochte contract <ContractNumbers holdings={sold} /> telt niet mee; het staat onder
      Verkochte contracten.
    </p>
  ) : (
    <p className="totals-scope">
      De verkochte contracten <ContractNumbers holdings={sold} /> tellen niet mee; ze staan onder
      Verkochte contracten.
    </p>
  );
}

interface PortfolioTotalsProps {
  totals: Totals;
  /** What the totals count, as the card's heading: "Totaal van uw lopende contracten". */
  title: string;
  /** The sold contracts, which the totals leave out. */
  sold?: readonly ContractSummary[];
}

/** The headline figures of the current (not sold) contracts, under a heading that says so. */
export function PortfolioTotals({ totals, title, sold = [] }: PortfolioTotalsProps) {
  return (
    <section className="card portfolio-totals stack" aria-labelledby="portfolio-totals-title">
      <div>
        <h2 id="portfolio-totals-title" className="totals-title">
          {title}
        </h2>
        <LeftOutNote sold={sold} />
      </div>
      <dl className="totals-list">
        <div className="totals-main">
          <dt>
            Totale waarde
            {totals.valueDate && (
              <span className="figure-date">
                {' '}
                per <DateText date={totals.valueDate} style="long" />
              </span>
            )}
          </dt>
          <dd>
            <Amount value={totals.value} />
            <AwaitingPurchase amount={totals.awaitingPurchase} />
          </dd>
        </div>
        <div>
          <dt>Totaal ingelegd</dt>
          <dd>
            <Amount value={totals.deposited} />
          </dd>
        </div>
        <div>
          <dt>Totaal resultaat</dt>
          <dd>
            <Amount value={totals.result} signed />
          </dd>
        </div>
      </dl>
    </section>
  );
}
