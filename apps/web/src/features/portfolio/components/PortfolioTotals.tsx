import { Amount, AwaitingPurchase, DateText } from '../../../ui/figures';
import type { Totals } from '../holdings';

/** The headline figures of the current (not sold) contracts. */
export function PortfolioTotals({ totals, title }: { totals: Totals; title: string }) {
  return (
    <section className="card portfolio-totals" aria-labelledby="portfolio-totals-title">
      <h2 id="portfolio-totals-title" className="visually-hidden">
        {title}
      </h2>
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
