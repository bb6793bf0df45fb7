import { describe, expect, it } from 'vitest';
import { resetLoading, startLoading, stopLoading } from './loading';
import { useAppStore } from './store';

const loading = () => useAppStore.getState().loading;

describe('the loading counter', () => {
  it('counts nested tasks and keeps the latest text until all are done', () => {
    startLoading('Uw berekening wordt gemaakt…');
    startLoading();
    expect(loading()).toEqual({ count: 2, text: 'Uw berekening wordt gemaakt…' });

    stopLoading();
    expect(loading()).toEqual({ count: 1, text: 'Uw berekening wordt gemaakt…' });
    stopLoading();
    expect(loading()).toEqual({ count: 0, text: null });
  });

  it('never goes below 0', () => {
    stopLoading();
    stopLoading();
    expect(loading().count).toBe(0);
    startLoading();
    expect(loading().count).toBe(1);
  });

  it('resets to 0', () => {
    startLoading('a');
    startLoading('b');
    resetLoading();
    expect(loading()).toEqual({ count: 0, text: null });
  });
});
