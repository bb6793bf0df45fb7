import { defineStoreSlice } from '../../../lib/store-slices';
import { initialCalculationState, type CalculationState } from './calculation-state';

declare module '../../../lib/store-slices' {
  interface AppState {
    /** The three calculation flows (spec section 3), persisted so a reload keeps them. */
    calculation: CalculationState;
  }
}

defineStoreSlice('calculation', { initial: initialCalculationState });
