/**
 * Leaving the app for another site (a payment provider's checkout, a mandate's signing page):
 * a full-page navigation, never the router. Tests replace it to see where the app went.
 */
export type LeaveApp = (url: string) => void;

const browserLeave: LeaveApp = (url) => window.location.assign(url);
let current: LeaveApp = browserLeave;

export function setLeaveApp(leave: LeaveApp): () => void {
  current = leave;
  return () => {
    if (current === leave) current = browserLeave;
  };
}

export function leaveApp(url: string): void {
  current(url);
}
