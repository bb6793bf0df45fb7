import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { investor } from '../test/fixtures';
import { defineStoreSlice } from './store-slices';
import { PERSIST_KEY, resetAppState, restorePersistedState, useAppStore } from './store';

describe('the feature slices of the one store', () => {
  it('are part of the store from the start, each fresh', () => {
    const state = useAppStore.getState();
    expect(state.calculation.currentFlow).toBe('bedragBeleggen');
    expect(state.investmentFlow.currentFlow).toBeNull();
  });

  it('cannot be defined once the stored state is restored: it would miss its stored copy', () => {
    expect(() =>
      defineStoreSlice('calculation', { initial: () => useAppStore.getState().calculation }),
    ).toThrow(/app\/store-slices\.ts/);
  });

  it('are restored slice by slice over their fresh state, and reset with the rest', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        state: {
          user: investor,
          investmentFlow: { currentFlow: 'duits', activePage: 'applicant' },
          calculation: 'not a slice',
          retired: { kept: false },
        },
        version: 1,
      }),
    );

    await restorePersistedState();

    const state = useAppStore.getState();
    expect(state.investmentFlow).toMatchObject({
      currentFlow: 'duits',
      activePage: 'applicant',
      investment: { initialDeposit: null, periodicDeposit: null },
    });
    expect(state.calculation.currentFlow).toBe('bedragBeleggen');
    expect(state).not.toHaveProperty('retired');

    resetAppState();
    expect(useAppStore.getState().investmentFlow.currentFlow).toBeNull();
  });

  it('keep money as decimal strings in the stored copy', () => {
    useAppStore.setState((state) => ({
      investmentFlow: {
        ...state.investmentFlow,
        investment: { ...state.investmentFlow.investment, initialDeposit: '2500.00' },
      },
      calculation: {
        ...state.calculation,
        bedragBeleggen: { ...state.calculation.bedragBeleggen, periodicDeposit: '150.00' },
      },
    }));
    const stored = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as {
      state: {
        investmentFlow: { investment: { initialDeposit: unknown } };
        calculation: { bedragBeleggen: { periodicDeposit: unknown } };
      };
    };
    expect(stored.state.investmentFlow.investment.initialDeposit).toBe('2500.00');
    expect(stored.state.calculation.bedragBeleggen.periodicDeposit).toBe('150.00');
  });

  it('writes nothing to localStorage before the stored copy is restored', async () => {
    vi.resetModules();
    // The fresh store below has no feature slices and is restored: a test file run after this
    // one in the same worker (isolate: false) must not import its slices into that module graph.
    onTestFinished(() => {
      vi.resetModules();
    });
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ state: { user: investor }, version: 1 }));
    const fresh = await import('./store');
    fresh.useAppStore.setState({ user: null });
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}')).toMatchObject({
      state: { user: investor },
    });
    await fresh.restorePersistedState();
    expect(fresh.useAppStore.getState().user).toEqual(investor);
  });
});
