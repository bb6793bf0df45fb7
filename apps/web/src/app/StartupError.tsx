/** Shown when the portal cannot start (its configuration could not be loaded). */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="inhoud" className="startup-error">
      <h1 className="page-title">Het portaal is niet bereikbaar</h1>
      <p>
        Het portaal kon niet worden gestart. Controleer uw internetverbinding en probeer het over
        enkele ogenblikken opnieuw.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Opnieuw proberen
      </button>
    </main>
  );
}
