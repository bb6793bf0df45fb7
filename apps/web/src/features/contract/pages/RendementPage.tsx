import type { Contract } from '@bp/api-schema';
import { todayInAmsterdam } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { HttpError } from '../../../lib/http';
import { returnsQuery } from '../api';
import { PastPerformanceWarning } from '../../../ui/PastPerformanceWarning';
import {
  checkRange,
  periodParams,
  PeriodPicker,
  readPeriod,
  type PeriodInUrl,
} from '../../../ui/period';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { ContractFrame } from '../components/ContractFrame';
import { ReturnsBreakdown, ReturnsOverview } from '../components/ReturnsOverview';
import { ReturnsSeries } from '../components/ReturnsSeries';
import { DEFAULT_RETURNS_PERIOD, lastMeasurableDay, returnsPeriodOptions } from '../returns-period';

function Returns({ contract }: { contract: Contract }) {
  const [params, setParams] = useSearchParams();
  const today = todayInAmsterdam(new Date());
  const options = returnsPeriodOptions(contract, today);
  const period = readPeriod(
    params,
    options.map((option) => option.id),
    {
      presetId: DEFAULT_RETURNS_PERIOD,
      van: contract.StartDatum,
      tot: lastMeasurableDay(contract, today),
    },
  );
  const range =
    period.kind === 'custom'
      ? checkRange(period.van, period.tot, today).range
      : (options.find((option) => option.id === period.id)?.range ?? null);
  const { data, error, isError, refetch } = useQuery({
    ...returnsQuery(contract.ContractID, range?.van ?? '', range?.tot ?? ''),
    enabled: range !== null,
  });

  const choosePeriod = (next: PeriodInUrl) => setParams(periodParams(next));

  let body;
  if (!range) {
    body = <p className="muted">Kies een geldige periode om het rendement te zien.</p>;
  } else if (isError) {
    // A 422 names what is wrong with the period; trying again would only repeat it.
    const clientError = error instanceof HttpError && error.status >= 400 && error.status < 500;
    body = (
      <ErrorState
        title="Het rendement kon niet worden berekend"
        error={error}
        onRetry={clientError ? undefined : () => void refetch()}
      />
    );
  } else if (!data) {
    body = <LoadingState label="Het rendement wordt berekend…" />;
  } else {
    body = (
      <>
        <ReturnsOverview returns={data} sinceStart={data.van === contract.StartDatum} />
        <ReturnsBreakdown returns={data} />
        <ReturnsSeries reeks={data.reeks} />
        {/* With the returns it is about, not below a loading indicator they would push down. */}
        <PastPerformanceWarning />
      </>
    );
  }

  return (
    <>
      <PeriodPicker
        key={JSON.stringify(period)}
        legend="Periode"
        options={options}
        value={period}
        shownRange={range}
        today={today}
        submitLabel="Toon rendement"
        onChange={choosePeriod}
      />
      {body}
    </>
  );
}

function AwaitingPayment() {
  return (
    <EmptyState title="Nog geen rendement">
      <p>
        De betaling van dit contract is nog niet afgerond. Zodra wij uw inleg hebben ontvangen en er
        participaties voor u zijn gekocht, ziet u hier het rendement.
      </p>
    </EmptyState>
  );
}

/** /contractbeheer/:contractId/rendement: result, TWR and MWR over a chosen period, and a chart. */
export function ContractRendementPage() {
  return (
    <ContractFrame section="Rendement">
      {(contract) =>
        contract.IsPaymentCompleted ? <Returns contract={contract} /> : <AwaitingPayment />
      }
    </ContractFrame>
  );
}
