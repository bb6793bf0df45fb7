import { defineStoreSlice } from '../../../lib/store-slices';

declare module '../../../lib/store-slices' {
  interface AppState {
    /**
     * The spec's selectedRelatie: the Id of the relation being edited on Overige relaties, or
     * null. Only the Id: the form's personal data never goes to local storage.
     */
    selectedRelatie: number | null;
  }
}

defineStoreSlice('selectedRelatie', {
  initial: () => null,
  restore: (stored) =>
    typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : null,
});
