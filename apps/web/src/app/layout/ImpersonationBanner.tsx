import { IMPERSONATION_MODE, IMPERSONATION_MODE_LABELS } from '@bp/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { checkImpersonationEnded, stopImpersonation } from '../../lib/impersonation';
import { setRefusalListener } from '../../lib/refusal-listener';
import { useAppStore } from '../../lib/store';
import { formatClock } from '../../ui/figures/clock';

// The dialog and its radix and zod code load when the admin asks for it.
const ConsentCodeDialog = lazy(async () => ({
  default: (await import('./ConsentCodeDialog')).ConsentCodeDialog,
}));

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * While an admin views an investor's portal (issue 21): on every page, above the header and not
 * dismissable, who is shown, in which mode and until when, with Stoppen. At the expiry, or after
 * a refusal, it asks the server whether the impersonation still runs.
 */
export function ImpersonationBanner() {
  const impersonation = useAppStore((state) => state.user?.impersonation);
  const [codeOpen, setCodeOpen] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [stopError, setStopError] = useState<string | null>(null);
  const expiresAt = impersonation?.expiresAt;

  useEffect(() => {
    if (!expiresAt) return;
    const delay = Math.min(Math.max(0, Date.parse(expiresAt) - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => void checkImpersonationEnded(), delay);
    const stopListening = setRefusalListener(() => void checkImpersonationEnded());
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [expiresAt]);

  if (!impersonation) return null;
  const stop = async () => {
    setStopping(true);
    setStopError(null);
    try {
      await stopImpersonation();
    } catch {
      setStopError('Stoppen is niet gelukt. Probeer het opnieuw.');
    } finally {
      setStopping(false);
    }
  };
  return (
    <section className="impersonation-banner" aria-label="Weergave als belegger">
      <p className="impersonation-banner-who">
        <strong>U bekijkt het portaal als {impersonation.investorName}</strong>
        {' — '}
        <button
          type="button"
          className="btn btn-secondary impersonation-stop"
          disabled={stopping}
          onClick={() => void stop()}
        >
          Stoppen
        </button>
      </p>
      <p className="impersonation-banner-mode">
        {IMPERSONATION_MODE_LABELS[impersonation.mode]}, tot {formatClock(impersonation.expiresAt)}
        {impersonation.mode === IMPERSONATION_MODE.readOnly ? (
          <button
            type="button"
            className="btn btn-secondary impersonation-act"
            onClick={() => setCodeOpen(true)}
          >
            {IMPERSONATION_MODE_LABELS[IMPERSONATION_MODE.onBehalf]}
          </button>
        ) : null}
      </p>
      {stopError ? (
        <p className="impersonation-banner-error" role="alert">
          {stopError}
        </p>
      ) : null}
      {codeOpen ? (
        <Suspense fallback={null}>
          <ConsentCodeDialog
            open
            investorName={impersonation.investorName}
            onClose={() => setCodeOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
