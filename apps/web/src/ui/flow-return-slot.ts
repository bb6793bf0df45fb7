import { createContext, type ReactNode } from 'react';

/** What a payment or mandate result page tells the way back into a flow. */
export interface FlowReturnProps {
  kind: 'payment' | 'mandate';
  /** The contract the payment or mandate is for. */
  contractId: number;
  /** Paid, or signed; false for a final state that is not (failed, cancelled, …). */
  done: boolean;
}

/**
 * The way back from a result page into the add-investment flow that sent the investor to the
 * bank or the signing page. The app fills it (`app/routes.tsx`) with a component loaded on
 * demand, so the result pages neither import that feature nor load it before they show; they
 * render it inside a Suspense boundary of their own.
 */
export type RenderFlowReturn = (props: FlowReturnProps) => ReactNode;
export const FlowReturnSlot = createContext<RenderFlowReturn | null>(null);
