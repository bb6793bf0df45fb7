import type { SbCalculationData, SulCalculationData } from '@bp/api-schema';
import { formatPercentage } from '@bp/domain';
import { Amount, DateText } from '../../../ui/figures';
import { AssumptionsSection } from './AssumptionsSection';
import { FigureList } from './FigureList';
import { ProjectionFigure } from './ProjectionFigure';
import { ProjectionTable } from './ProjectionTable';

function durationText(data: SbCalculationData | SulCalculationData): string {
  if (data.productCode === 'SB') return `${data.durationYears} jaar`;
  const years = Math.floor(data.months / 12);
  const months = data.months % 12;
  return months === 0 ? `${years} jaar` : `${years} jaar en ${months} maanden`;
}

/** SB and SUL: the three scenarios at the end, over the years, and what they rest on. */
export function ProjectionResult({ data }: { data: SbCalculationData | SulCalculationData }) {
  const { end } = data;
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="result-end">
        <h3 id="result-end">
          Na {durationText(data)}, op <DateText date={data.endDate} style="long" />
        </h3>
        <FigureList
          label="Uitkomsten aan het eind"
          items={[
            { label: 'Verwachte waarde', value: <Amount value={end.expected} /> },
            { label: 'Pessimistisch', value: <Amount value={end.pessimistic} /> },
            { label: 'Optimistisch', value: <Amount value={end.optimistic} /> },
            { label: 'Totaal ingelegd', value: <Amount value={end.totalDeposited} /> },
          ]}
        />
        <FigureList
          label="Kosten"
          items={[
            { label: 'Instapkosten', value: <Amount value={data.entryCosts} /> },
            {
              label: 'Effect van alle kosten op de eindwaarde',
              value: <Amount value={data.costEffect} />,
            },
          ]}
        />
      </section>
      {data.productCode === 'SUL' && <AnnuityOutlook data={data} />}
      <p className="alert alert-info result-warning">
        <strong>Let op:</strong> {data.warning}
      </p>
      <section className="stack" aria-labelledby="result-years">
        <h3 id="result-years">Verloop per jaar</h3>
        <ProjectionFigure rows={data.rows} />
        <ProjectionTable rows={data.rows} />
      </section>
      <AssumptionsSection assumptions={data.assumptions} />
    </div>
  );
}

/** SUL: the age at the end and what the capital could pay out. */
function AnnuityOutlook({ data }: { data: SulCalculationData }) {
  const payout = data.indicativePayout;
  return (
    <section className="stack" aria-labelledby="result-payout">
      <h3 id="result-payout">Uw lijfrente daarna</h3>
      <FigureList
        items={[
          { label: 'Uw leeftijd aan het eind', value: `${data.ageAtEnd} jaar` },
          {
            label: `Indicatieve uitkering per maand (${payout.years} jaar, ${formatPercentage(payout.rate)} rente)`,
            value: <Amount value={payout.monthlyPayment} />,
          },
          { label: 'Uw AOW-datum', value: <DateText date={data.aowDate} style="long" /> },
        ]}
      />
      <p className="muted">{payout.explanation}</p>
      {data.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
    </section>
  );
}
