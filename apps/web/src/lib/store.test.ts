import { describe, expect, it, vi } from 'vitest';
import { investor } from '../test/fixtures';
import { notify } from './notifications';
import { startLoading } from './loading';
import { PERSIST_KEY, resetAppState, restorePersistedState, useAppStore } from './store';

function stored(): Record<string, unknown> | null {
  const raw = localStorage.getItem(PERSIST_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown> }).state;
}

describe('the persisted application state', () => {
  it('keeps the whole state under one localStorage key', () => {
    useAppStore.setState({ user: investor });

    expect(Object.keys(localStorage)).toEqual([PERSIST_KEY]);
    expect(stored()).toMatchObject({
      user: investor,
      investmentFlow: { activePage: 'belegging-toevoegen' },
      calculation: { currentFlow: 'bedragBeleggen', bedragBeleggen: { activePage: 'stap1' } },
    });
  });

  it('rewrites the stored copy on a state change but not when a notification is added', () => {
    useAppStore.setState({ user: investor });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');

    notify({ title: 'Opgeslagen', message: 'Uw gegevens zijn opgeslagen.' });
    expect(setItem).not.toHaveBeenCalled();
    expect(stored()).not.toHaveProperty('notifications');

    useAppStore.setState((state) => ({
      investmentFlow: { ...state.investmentFlow, activePage: 'questionnaire' },
    }));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject({ investmentFlow: { activePage: 'questionnaire' } });
  });

  it('does not persist the loading counter', () => {
    useAppStore.setState({ user: investor });
    startLoading('Berekenen…');
    expect(stored()).not.toHaveProperty('loading');
  });

  it('leaves identity documents out of the stored copy', () => {
    useAppStore.setState((state) => ({
      user: investor,
      investmentFlow: {
        ...state.investmentFlow,
        payment: 'ideal',
        // A later issue's applicant data, typed loosely here on purpose.
        ...({
          applicant: { passport: { voorkant: 'data:...', achterkant: 'data:...' } },
        } as object),
      },
    }));
    expect(JSON.stringify(stored())).not.toMatch(/voorkant|achterkant/);
  });

  it('restores the stored copy before use, without notifications', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        state: {
          user: investor,
          notifications: [{ id: 1, title: 'x', message: 'y', kind: 'info' }],
        },
        version: 1,
      }),
    );

    await restorePersistedState();

    expect(useAppStore.getState().user).toEqual(investor);
    expect(useAppStore.getState().notifications).toEqual([]);
    expect(useAppStore.getState().calculation.lijfrenteUitkeren.uitkeringsTermijnCode).toBe('Geen');
  });

  it('does not trust a stored user that is not a user', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ state: { user: { role: 'superuser', email: 1 } }, version: 1 }),
    );
    await restorePersistedState();
    expect(useAppStore.getState().user).toBeNull();
  });

  it('reset returns to the initial state and removes the stored copy', () => {
    useAppStore.setState((state) => ({
      user: investor,
      calculation: { ...state.calculation, currentFlow: 'lijfrenteOpbouwen' },
    }));

    resetAppState();

    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().calculation.currentFlow).toBe('bedragBeleggen');
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });
});
