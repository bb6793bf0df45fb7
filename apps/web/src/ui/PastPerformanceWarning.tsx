/** The warning Dutch rules require wherever past returns are shown. */
export const PAST_PERFORMANCE_WARNING =
  'In het verleden behaalde resultaten bieden geen garantie voor de toekomst.';

export function PastPerformanceWarning() {
  return <p className="alert alert-info">{PAST_PERFORMANCE_WARNING}</p>;
}
