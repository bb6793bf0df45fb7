/**
 * Every feature's store slice, defined before lib/store.ts creates the one store from them.
 * main.tsx and the test setup import this first. Only the slices, not the features' indexes:
 * those would pull their pages into the first bundle.
 */
import '../features/calculation/state/slice';
import '../features/investment-flow/state/slice';
import '../features/settings/state/slice';
