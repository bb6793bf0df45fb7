import type { SellOrderQuote } from '@bp/api-schema';
import { formatEuro, formatPercentage, formatUnits, REDEMPTION_FREQUENCY_LABELS } from '@bp/domain';
import { signOf } from '../../ui/figures';
import { ScheduleRows } from './ScheduleRows';

/** The fund's terms of a sale and what this contract may sell now (the quote without an order). */
export function SellFacts({ quote }: { quote: SellOrderQuote }) {
  return (
    <section className="card stack" aria-labelledby="verkopen-voorwaarden">
      <h2 id="verkopen-voorwaarden">Zo werkt verkopen</h2>
      {quote.redemptionsSuspended && (
        <p className="alert alert-error" role="status">
          De beheerder van het fonds heeft de inkoop van participaties opgeschort. U kunt nu geen
          participaties verkopen.
        </p>
      )}
      <dl className="details-grid">
        <dt>Nu te verkopen</dt>
        <dd>
          {formatUnits(quote.unitsSellable)} participaties, ongeveer{' '}
          {formatEuro(quote.valueSellable)} (indicatie tegen de laatste koers)
        </dd>
        <dt>Verkoopmomenten</dt>
        <dd>{REDEMPTION_FREQUENCY_LABELS[quote.redemptionFrequency]}</dd>
        <ScheduleRows schedule={quote} dealingLabel="Verkoop nu tegen de koers van" />
        <dt>Uitstapkosten</dt>
        <dd>{formatPercentage(quote.exitCostRate)} van de opbrengst</dd>
        <dt>Minimaal over na gedeeltelijke verkoop</dt>
        <dd>{formatEuro(quote.minimumHolding)}</dd>
        <dt>Opbrengst naar rekening</dt>
        <dd>{quote.iban ?? 'Geen rekening bekend; neem contact met ons op.'}</dd>
        <dt>Inkoop door het fonds</dt>
        <dd>{quote.redemptionsSuspended ? 'Opgeschort' : 'Mogelijk'}</dd>
      </dl>
      {signOf(quote.unitsInRefundPeriod) !== 0 && (
        <p className="muted">
          {formatUnits(quote.unitsInRefundPeriod)} participaties kocht u met een incasso van de
          afgelopen 56 dagen. Die kan uw bank nog terugboeken, daarom kunt u ze nog niet verkopen.
        </p>
      )}
      {signOf(quote.unitsInOpenOrders) !== 0 && (
        <p className="muted">
          {formatUnits(quote.unitsInOpenOrders)} participaties staan al in een lopende verkooporder.
        </p>
      )}
    </section>
  );
}
