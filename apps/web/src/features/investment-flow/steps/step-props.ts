import type { Fund } from '@bp/api-schema';

/** What every step of the flow gets from the frame: the fund the route chose. */
export interface FlowStepProps {
  fund: Fund;
}
