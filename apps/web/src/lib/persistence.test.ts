import { describe, expect, it } from 'vitest';
import { createPersistStorage, serializeState, toPersistable } from './persistence';

describe('toPersistable', () => {
  it('leaves out voorkant, achterkant and CLN at any depth', () => {
    const state = {
      investmentFlow: {
        applicant: {
          mijn: {
            achternaam: 'Vries',
            abroadTax: {
              taxNL: true,
              CLN: 'data:image/png;base64,AAAA',
              passport: { voorkant: 'data:image/jpeg;base64,BBBB', achterkant: 'blob:1' },
            },
          },
        },
        companyInfo: { contactPerson: { personTaxInfo: { bsn: '111222333', voorkant: 'x' } } },
      },
      list: [{ voorkant: 'y', naam: 'Kind' }],
    };

    expect(toPersistable(state)).toEqual({
      investmentFlow: {
        applicant: { mijn: { achternaam: 'Vries', abroadTax: { taxNL: true, passport: {} } } },
        companyInfo: { contactPerson: { personTaxInfo: { bsn: '111222333' } } },
      },
      list: [{ naam: 'Kind' }],
    });
  });

  it('drops a circular reference instead of throwing', () => {
    const flow: Record<string, unknown> = { activePage: 'applicant' };
    flow.self = flow;
    const answers: unknown[] = [1];
    answers.push(answers);

    expect(() => JSON.stringify(flow)).toThrow();
    expect(toPersistable({ flow, answers })).toEqual({
      flow: { activePage: 'applicant' },
      answers: [1, null],
    });
  });

  it('keeps an object that is reached twice without a cycle', () => {
    const fund = { id: 7, percentage: 50 };
    expect(toPersistable({ a: fund, b: fund })).toEqual({ a: fund, b: fund });
  });

  it('writes dates as ISO text and leaves out what JSON cannot hold', () => {
    const value = {
      start: new Date('2026-01-01T00:00:00.000Z'),
      callback: () => 1,
      missing: undefined,
      amount: Number.NaN,
      file: new Blob(['paspoort']),
    };
    expect(toPersistable(value)).toEqual({ start: '2026-01-01T00:00:00.000Z', amount: null });
  });
});

describe('createPersistStorage', () => {
  it('round-trips a stored value without the never-persisted keys', () => {
    const storage = createPersistStorage<{ user: string; voorkant?: string }>(() => localStorage);
    storage.setItem('sleutel', { state: { user: 'J. de Vries', voorkant: 'img' }, version: 1 });

    expect(localStorage.getItem('sleutel')).toBe(
      serializeState({ state: { user: 'J. de Vries' }, version: 1 }),
    );
    expect(storage.getItem('sleutel')).toEqual({ state: { user: 'J. de Vries' }, version: 1 });
  });

  it('does not rewrite the stored copy when nothing persisted changed', () => {
    const writes: string[] = [];
    const entries = new Map<string, string>();
    const fake = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes.push(value);
        entries.set(key, value);
      },
      removeItem: (key: string) => entries.delete(key),
    } as unknown as Storage;
    const storage = createPersistStorage<{ count: number }>(() => fake);

    storage.setItem('k', { state: { count: 1 }, version: 1 });
    storage.setItem('k', { state: { count: 1 }, version: 1 });
    storage.setItem('k', { state: { count: 2 }, version: 1 });

    expect(writes).toHaveLength(2);
  });

  it('reads a damaged stored copy as nothing', () => {
    localStorage.setItem('kapot', '{niet-json');
    expect(createPersistStorage(() => localStorage).getItem('kapot')).toBeNull();
  });
});
