import type { ReturnsResponse } from '@bp/api-schema';
import { annualisedReturn, calendarDate, returnLabel } from '@bp/domain';
import type { ReactNode } from 'react';
import { Amount, AwaitingPurchase, DateText, ReturnFigure } from '../../../ui/figures';

interface FigureProps {
  title: string;
  value: ReactNode;
  children: ReactNode;
}

function Figure({ title, value, children }: FigureProps) {
  return (
    <li className="card returns-figure">
      <h3>{title}</h3>
      <p className="returns-figure-value">{value}</p>
      {children}
    </li>
  );
}

const NO_RETURN =
  'Niet te berekenen: in deze periode was er geen belegd vermogen om een rendement over te meten.';

/**
 * The return per year beside a cumulative one, for a period of a year or more; a shorter
 * period is never scaled up to a year, and says so.
 */
function PerYear({ cumulative, returns }: { cumulative: string | null; returns: ReturnsResponse }) {
  if (cumulative === null) return null;
  const perYear = annualisedReturn(
    cumulative,
    calendarDate(returns.gemetenVanaf),
    calendarDate(returns.tot),
  );
  return (
    <p className="returns-figure-note">
      {perYear === null ? (
        'Niet omgerekend per jaar: de periode is korter dan een jaar.'
      ) : (
        <>
          Per jaar: <ReturnFigure value={perYear} />
        </>
      )}
    </p>
  );
}

interface ReturnsOverviewProps {
  returns: ReturnsResponse;
  /** The period starts on the contract's start date: the returns are "sinds start". */
  sinceStart: boolean;
}

/**
 * The result in euros and the two returns, each labelled for what it measures, over the whole
 * period (cumulatief) with the return per year beside it, and with the euro result beside it: a
 * percentage alone is easily misread as "gain divided by deposits", and one since the start
 * as a yearly figure.
 */
export function ReturnsOverview({ returns, sinceStart }: ReturnsOverviewProps) {
  const euroResult = (
    <p className="returns-figure-note">
      Resultaat in deze periode: <Amount value={returns.resultaat} signed />
    </p>
  );
  const period = sinceStart ? ' sinds start' : '';
  return (
    <section className="stack" aria-labelledby="returns-title">
      <h2 id="returns-title">
        Van <DateText date={returns.van} style="long" /> tot en met{' '}
        <DateText date={returns.tot} style="long" />
      </h2>
      {returns.gemetenVanaf !== returns.van && (
        <p className="muted">
          Gemeten vanaf <DateText date={returns.gemetenVanaf} style="long" />, de dag van de eerste
          inleg in deze periode.
        </p>
      )}
      <ul className="returns-figures">
        <Figure title="Resultaat" value={<Amount value={returns.resultaat} signed />}>
          <p className="returns-figure-note">
            Wat uw belegging in deze periode heeft opgeleverd, in euro&apos;s.
          </p>
        </Figure>
        <Figure
          title={returnLabel(`Tijdgewogen rendement${period}`, 'cumulatief')}
          value={<ReturnFigure value={returns.twr} />}
        >
          <PerYear cumulative={returns.twr} returns={returns} />
          {euroResult}
          <p className="returns-figure-note">
            {returns.twr === null
              ? NO_RETURN
              : 'Hoe het fonds het deed, los van wanneer en hoeveel u stortte of opnam.'}
          </p>
        </Figure>
        <Figure
          title={returnLabel(`Geldgewogen rendement${period}`, 'cumulatief')}
          value={<ReturnFigure value={returns.mwr} />}
        >
          <PerYear cumulative={returns.mwr} returns={returns} />
          {euroResult}
          <p className="returns-figure-note">
            {returns.mwr === null
              ? NO_RETURN
              : 'Het rendement op uw eigen inleg: telt mee wanneer u geld stortte of opnam (Modified Dietz).'}
          </p>
        </Figure>
      </ul>
    </section>
  );
}

/** How the result comes about: start value, money in and out, end value. */
export function ReturnsBreakdown({ returns }: { returns: ReturnsResponse }) {
  return (
    <section className="card stack" aria-labelledby="returns-breakdown">
      <h2 id="returns-breakdown">Opbouw van het resultaat</h2>
      <dl className="details-grid">
        <dt>
          Beginwaarde (<DateText date={returns.gemetenVanaf} style="long" />)
        </dt>
        <dd className="num">
          <Amount value={returns.beginwaarde} />
          <AwaitingPurchase amount={returns.beginwaardeInAfwachtingVanAankoop} />
        </dd>
        <dt>Gestort</dt>
        <dd className="num">
          <Amount value={returns.stortingen} />
        </dd>
        <dt>Opgenomen</dt>
        <dd className="num">
          <Amount value={returns.onttrekkingen} />
        </dd>
        <dt>Uitgekeerd</dt>
        <dd className="num">
          <Amount value={returns.uitkeringen} />
        </dd>
        <dt>
          Eindwaarde (<DateText date={returns.tot} style="long" />)
        </dt>
        <dd className="num">
          <Amount value={returns.eindwaarde} />
          <AwaitingPurchase amount={returns.eindwaardeInAfwachtingVanAankoop} />
        </dd>
        <dt>Resultaat</dt>
        <dd className="num">
          <Amount value={returns.resultaat} signed />
        </dd>
      </dl>
      <p className="muted">
        Resultaat = eindwaarde − beginwaarde − (gestort − opgenomen − uitgekeerd). De kosten in deze
        periode (<Amount value={returns.kosten} />) zijn al verwerkt in de eindwaarde.
      </p>
    </section>
  );
}
