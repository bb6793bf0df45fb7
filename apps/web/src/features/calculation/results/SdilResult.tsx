import type { SdilCalculationData, SdilPaymentData } from '@bp/api-schema';
import {
  ANNUITY_PAYOUT_GROSS_NOTICE,
  formatPercentage,
  UITKERINGS_TERMIJN_LABELS,
} from '@bp/domain';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText } from '../../../ui/figures';
import { FigureList } from './FigureList';

const KIND_TEXT: Record<SdilCalculationData['kind'], string> = {
  'levenslang-vervangend':
    'Uitkering van 20 jaar of langer (in plaats van een levenslange lijfrente)',
  'tijdelijke-oudedagslijfrente': 'Tijdelijke oudedagslijfrente',
};

const columns: Column<SdilPaymentData>[] = [
  { header: 'Nummer', rowHeader: true, cell: (row) => row.number },
  { header: 'Datum', cell: (row) => <DateText date={row.date} /> },
  { header: 'Bruto uitkering', numeric: true, cell: (row) => <Amount value={row.payment} /> },
  { header: 'Rente', numeric: true, cell: (row) => <Amount value={row.interest} /> },
  {
    header: 'Resterend kapitaal',
    numeric: true,
    cell: (row) => <Amount value={row.remainingCapital} />,
  },
];

/** SDIL: the gross payment per period, the number of payments, their dates, and the schedule. */
export function SdilResult({ data }: { data: SdilCalculationData }) {
  const frequency = UITKERINGS_TERMIJN_LABELS[data.uitkeringsTermijnCode];
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="result-payment">
        <h3 id="result-payment">
          Uw bruto uitkering: <Amount value={data.paymentPerPeriod} /> {frequency}
        </h3>
        {/* Beside the figure, not in the fine print: the payout is taxed before it is paid. */}
        <p className="result-gross-notice">{ANNUITY_PAYOUT_GROSS_NOTICE}</p>
        <FigureList
          label="Uw bruto uitkering"
          items={[
            { label: 'Aantal uitkeringen', value: data.numberOfPayments },
            {
              label: 'Eerste uitkering',
              value: <DateText date={data.firstPaymentDate} style="long" />,
            },
            {
              label: 'Laatste uitkering',
              value: <DateText date={data.lastPaymentDate} style="long" />,
            },
            { label: 'Laatste bruto bedrag', value: <Amount value={data.lastPayment} /> },
            { label: 'Totaal bruto uitgekeerd', value: <Amount value={data.totalPaid} /> },
            { label: 'Waarvan rente', value: <Amount value={data.totalInterest} /> },
          ]}
        />
        <FigureList
          label="Uitgangspunten"
          items={[
            { label: 'Kapitaal', value: <Amount value={data.capital} /> },
            { label: 'Rente per jaar', value: formatPercentage(data.interestRate) },
            { label: 'Soort uitkering', value: KIND_TEXT[data.kind] },
            { label: 'Uw AOW-datum', value: <DateText date={data.aowDate} style="long" /> },
          ]}
        />
        <p className="muted">
          Het laatste bedrag wijkt iets af doordat elke uitkering op hele centen naar beneden is
          afgerond; het verschil komt met de laatste uitkering mee.
        </p>
        {data.notes.map((note) => (
          <p key={note} className="muted">
            {note}
          </p>
        ))}
      </section>
      <details className="result-details">
        <summary>Uitkeringsschema ({data.numberOfPayments} uitkeringen)</summary>
        <DataTable
          narrow="stack"
          caption="Uitkeringsschema"
          columns={columns}
          rows={data.schedule}
          rowKey={(row) => row.number}
        />
      </details>
    </div>
  );
}
