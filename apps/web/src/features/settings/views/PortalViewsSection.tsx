import type { PortalView } from '@bp/api-schema';
import { IMPERSONATION_END_REASON_LABELS, IMPERSONATION_MODE_LABELS } from '@bp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatClock, formatInstant } from '../../../ui/figures';
import { endPortalView, portalViewsQuery, viewsKey } from './api';
import { ActionError, useAction } from './use-action';

function modeText(view: PortalView): string {
  const label = IMPERSONATION_MODE_LABELS[view.mode];
  return view.consentedAt
    ? `${label} (met uw toestemming om ${formatClock(view.consentedAt)})`
    : label;
}

function endText(view: PortalView): string {
  if (view.active || !view.endedAt) return 'Loopt nu';
  const reason = view.endReason ? `: ${IMPERSONATION_END_REASON_LABELS[view.endReason]}` : '';
  return `${formatInstant(view.endedAt)}${reason}`;
}

/**
 * "Wie heeft mijn gegevens bekeken": every time an employee of the Stichting viewed the
 * investor's portal, with the reason; a running view can be ended here at once. `readOnly`
 * (the admin viewing this page) leaves out the button.
 */
export function PortalViewsSection({ readOnly }: { readOnly: boolean }) {
  const { data, isError } = useQuery(portalViewsQuery());
  const client = useQueryClient();
  const {
    busy: ending,
    error,
    start: end,
  } = useAction(async () => {
    await endPortalView();
    await client.invalidateQueries({ queryKey: viewsKey });
  });
  return (
    <section className="card stack" aria-labelledby="portaal-bekeken">
      <h2 id="portaal-bekeken">Wie heeft mijn gegevens bekeken</h2>
      <p className="muted">
        Een medewerker van de Stichting kan uw portaal bekijken om u te helpen, altijd met een reden
        en hoogstens 30 minuten. Hier ziet u wanneer dat gebeurde.
      </p>
      <ActionError error={error} />
      {isError ? (
        <p className="alert alert-error">
          Dit overzicht kan nu niet worden geladen. Probeer het later opnieuw.
        </p>
      ) : !data ? (
        <p role="status">Het overzicht wordt geladen…</p>
      ) : data.items.length === 0 ? (
        <p>Niemand heeft uw portaal bekeken.</p>
      ) : (
        <ul className="portal-views stack">
          {data.items.map((view) => (
            <li key={view.id} className="portal-view">
              <dl>
                <dt>Wanneer</dt>
                <dd>{formatInstant(view.startedAt)}</dd>
                <dt>Door</dt>
                <dd>{view.viewer}</dd>
                <dt>Reden</dt>
                <dd>{view.reason}</dd>
                <dt>Modus</dt>
                <dd>{modeText(view)}</dd>
                <dt>Beëindigd</dt>
                <dd>{endText(view)}</dd>
              </dl>
              {view.active && !readOnly ? (
                <button type="button" className="btn btn-primary" disabled={ending} onClick={end}>
                  Nu beëindigen
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
