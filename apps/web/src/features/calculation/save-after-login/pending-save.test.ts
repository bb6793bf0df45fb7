import { describe, expect, it } from 'vitest';
import { sbRequest } from '../test-data';
import {
  PENDING_SAVE_KEY,
  forgetPendingSave,
  markSending,
  markWaiting,
  readPendingSave,
  rememberCalculationToSave,
} from './pending-save';

describe('the calculation kept across the login', () => {
  it('is the request as a new offer, for its own flow only', () => {
    rememberCalculationToSave('bedragBeleggen', { ...sbRequest, offerID: 5 });
    expect(readPendingSave('bedragBeleggen')).toEqual({
      flowName: 'bedragBeleggen',
      request: sbRequest,
      state: 'waiting',
      sentAt: null,
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

  it.each([
    ['not JSON', '{'],
    [
      'another product than its flow',
      JSON.stringify({
        flowName: 'lijfrenteUitkeren',
        request: sbRequest,
        state: 'waiting',
        sentAt: null,
      }),
    ],
    [
      'an unknown flow',
      JSON.stringify({ flowName: 'elders', request: sbRequest, state: 'waiting', sentAt: null }),
    ],
    [
      'an unknown state',
      JSON.stringify({
        flowName: 'bedragBeleggen',
        request: sbRequest,
        state: 'klaar',
        sentAt: null,
      }),
    ],
  ])('ignores what it did not write: %s', (_case, text) => {
    sessionStorage.setItem(PENDING_SAVE_KEY, text);
    expect(readPendingSave('bedragBeleggen')).toBeNull();
    expect(readPendingSave('lijfrenteUitkeren')).toBeNull();
  });
});
