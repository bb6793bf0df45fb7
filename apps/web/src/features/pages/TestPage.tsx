import { BUILD_VERSION } from '@bp/api-schema';
import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { checkHealth } from './api/health';
import './pages.css';

/** How often the health block refreshes itself while the page is open. */
export const HEALTH_REFRESH_MS = 30_000;

function Reachability({ reachable }: { reachable: boolean | undefined }) {
  if (reachable === undefined) return <>Wordt gecontroleerd…</>;
  return reachable ? (
    <span className="health-reachable">Bereikbaar</span>
  ) : (
    <span className="health-unreachable">Niet bereikbaar</span>
  );
}

const timeFormat = new Intl.DateTimeFormat('nl-NL', { timeStyle: 'medium' });

export function TestPage() {
  const config = useRuntimeConfig();
  const health = useQuery({
    queryKey: ['health', config.apiBase],
    queryFn: ({ signal }) => checkHealth(config.apiBase, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: HEALTH_REFRESH_MS,
  });

  return (
    <div className="page stack">
      <h1 className="page-title">Testpagina</h1>
      <p>Technische gegevens van deze installatie, bedoeld voor beheer en ondersteuning.</p>
      <section className="card stack" aria-labelledby="test-build">
        <h2 id="test-build">Installatie</h2>
        <dl className="details-list">
          <dt>Versie</dt>
          <dd>
            {BUILD_VERSION}
            {config.buildVersion !== BUILD_VERSION ? ` (server: ${config.buildVersion})` : null}
          </dd>
          <dt>Omgeving</dt>
          <dd>{config.environment}</dd>
          <dt>Label</dt>
          <dd>{config.label}</dd>
          <dt>Productnaam</dt>
          <dd>{config.productName}</dd>
          <dt>API-adres</dt>
          <dd>{config.apiBase || 'Zelfde adres als het portaal'}</dd>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="test-health">
        <h2 id="test-health">Status van de API</h2>
        <div role="status">
          <dl className="details-list">
            <dt>API</dt>
            <dd>
              <Reachability reachable={health.data?.api} />
            </dd>
            <dt>Database</dt>
            <dd>
              <Reachability reachable={health.data?.database} />
            </dd>
          </dl>
        </div>
        {/* Outside the live region: a new time every refresh would be announced each time. */}
        {health.data ? (
          <p className="muted">
            Laatst gecontroleerd om {timeFormat.format(health.data.checkedAt)}
          </p>
        ) : null}
        <p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void health.refetch()}
            disabled={health.isFetching}
            aria-disabled={health.isFetching}
          >
            {health.isFetching ? 'Bezig…' : 'Opnieuw controleren'}
          </button>
        </p>
      </section>
    </div>
  );
}
