import { PAST_PERFORMANCE_WARNING } from '@bp/domain';

/** The warning Dutch rules require wherever past returns are shown. */
export function PastPerformanceWarning() {
  return <p className="alert alert-info">{PAST_PERFORMANCE_WARNING}</p>;
}
