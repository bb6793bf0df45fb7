import { afterEach, describe, expect, it } from 'vitest';
import { sbRequest } from '../test-data';
import {
  PENDING_SAVE_KEY,
  PENDING_SAVE_LIFETIME_MS,
  forgetPendingSave,
  markSending,
  markWaiting,
  readPendingSave,
  rememberCalculationToSave,
} from './pending-save';

describe('the calculation kept across the login', () => {
  afterEach(() => sessionStorage.clear());

  it('is the request as a new offer, for its own flow only', () => {
    rememberCalculationToSave('bedragBeleggen', { ...sbRequest, offerID: 5 });
    expect(readPendingSave('bedragBeleggen')).toEqual({
      flowName: 'bedragBeleggen',
      request: sbRequest,
      state: 'waiting',
      sentAt: null,
      keptAt: expect.any(String),
    });
    expect(readPendingSave('lijfrenteOpbouwen')).toBeNull();
  });

  it('remembers when it was sent, and is forgotten once saved', () => {
    rememberCalculationToSave('bedragBeleggen', sbRequest);
    const pending = readPendingSave('bedragBeleggen');
    if (!pending) throw new Error('nothing kept');
    markSending(pending, new Date('2026-07-09T10:00:00Z'));
    expect(readPendingSave('bedragBeleggen')).toMatchObject({
      state: 'sending',
      sentAt: '2026-07-09T10:00:00.000Z',
    });
    markWaiting(pending);
    expect(readPendingSave('bedragBeleggen')).toMatchObject({ state: 'waiting', sentAt: null });
    forgetPendingSave('lijfrenteUitkeren');
    expect(readPendingSave('bedragBeleggen')).not.toBeNull();
    forgetPendingSave('bedragBeleggen');
    expect(sessionStorage.getItem(PENDING_SAVE_KEY)).toBeNull();
  });

  it('is not kept for whoever logs in on this tab after half an hour', () => {
    const keptAt = new Date('2026-07-09T10:00:00Z');
    rememberCalculationToSave('bedragBeleggen', sbRequest, keptAt);
    const justInTime = new Date(keptAt.getTime() + PENDING_SAVE_LIFETIME_MS);
    expect(readPendingSave('bedragBeleggen', justInTime)).not.toBeNull();
    const tooLate = new Date(justInTime.getTime() + 1);
    expect(readPendingSave('bedragBeleggen', tooLate)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    [
      'another product than its flow',
      JSON.stringify({
        flowName: 'lijfrenteUitkeren',
        request: sbRequest,
        state: 'waiting',
        sentAt: null,
        keptAt: new Date().toISOString(),
      }),
    ],
    [
      'an unknown flow',
      JSON.stringify({
        flowName: 'elders',
        request: sbRequest,
        state: 'waiting',
        sentAt: null,
        keptAt: new Date().toISOString(),
      }),
    ],
    [
      'an unknown state',
      JSON.stringify({
        flowName: 'bedragBeleggen',
        request: sbRequest,
        state: 'klaar',
        sentAt: null,
        keptAt: new Date().toISOString(),
      }),
    ],
  ])('ignores what it did not write: %s', (_case, text) => {
    sessionStorage.setItem(PENDING_SAVE_KEY, text);
    expect(readPendingSave('bedragBeleggen')).toBeNull();
    expect(readPendingSave('lijfrenteUitkeren')).toBeNull();
  });
});
