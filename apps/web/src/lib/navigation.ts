/**
 * Navigation for code outside React (the HTTP client's error catalogue, logout). The router
 * registers itself at start-up; before that, or without a router, the browser navigates.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const browserNavigate: Navigate = (to) => window.location.assign(to);
let current: Navigate = browserNavigate;

export function setNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = browserNavigate;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
