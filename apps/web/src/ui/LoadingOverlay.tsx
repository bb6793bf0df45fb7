import { useAppStore } from '../lib/store';

export const DEFAULT_LOADING_TEXT = 'Bezig met laden…';

/** Covers the page while the loading counter is above 0 (see lib/loading). */
export function LoadingOverlay() {
  const { count, text } = useAppStore((state) => state.loading);
  if (count <= 0) return null;
  return (
    <div className="loading-overlay" role="status" aria-busy="true" aria-live="polite">
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        {text ? (
          <p className="loading-text">{text}</p>
        ) : (
          <span className="visually-hidden">{DEFAULT_LOADING_TEXT}</span>
        )}
      </div>
    </div>
  );
}
