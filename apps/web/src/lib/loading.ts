import { useAppStore } from './store';

/** One more task wants the full-page loading overlay; `text` says what it waits for. */
export function startLoading(text?: string): void {
  useAppStore.setState(({ loading }) => ({
    loading: { count: loading.count + 1, text: text ?? loading.text },
  }));
}

/** A task is done; the counter never goes below 0, so an extra stop is harmless. */
export function stopLoading(): void {
  useAppStore.setState(({ loading }) => {
    const count = Math.max(0, loading.count - 1);
    return { loading: { count, text: count === 0 ? null : loading.text } };
  });
}

/** Any failed response clears the overlay (error catalogue). */
export function resetLoading(): void {
  useAppStore.setState({ loading: { count: 0, text: null } });
}
