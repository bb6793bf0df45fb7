import { describe, expect, it } from 'vitest';
import { TOP_UP_MESSAGES, readTopUpAmount, topUpEstimate } from './top-up';

describe('readTopUpAmount', () => {
  it('reads a Dutch amount within the bounds', () => {
    expect(readTopUpAmount('1.500')).toEqual({ ok: true, value: '1500.00' });
    expect(readTopUpAmount('€ 100,00')).toEqual({ ok: true, value: '100.00' });
    expect(readTopUpAmount('50.000')).toEqual({ ok: true, value: '50000.00' });
  });

  it('names what is wrong in Dutch', () => {
    expect(readTopUpAmount(' ')).toEqual({ ok: false, error: TOP_UP_MESSAGES.amountMissing });
    expect(readTopUpAmount('99,99')).toEqual({ ok: false, error: TOP_UP_MESSAGES.tooLow });
    expect(readTopUpAmount('50.000,01')).toEqual({
      ok: false,
      error: TOP_UP_MESSAGES.overIdealMaximum,
    });
    expect(readTopUpAmount('twaalf')).toMatchObject({ ok: false, error: /geldig bedrag/ });
    expect(TOP_UP_MESSAGES.tooLow).toBe(
      'Het bedrag van een bijstorting moet minimaal €\u00a0100,00 zijn.',
    );
  });
});

describe('topUpEstimate', () => {
  it('prices the top-up by the purchase rules at the given NAV', () => {
    expect(
      topUpEstimate({
        amount: '1000.00',
        entryCostRate: '0.0200',
        nav: '104.2300',
        unitsHeld: '100.0000',
        currentValue: '10423.00',
      }),
    ).toEqual({
      entryCosts: '20.00',
      invested: '980.00',
      units: '9.4023',
      unitsAfter: '109.4023',
      valueAfter: '11403.00',
    });
  });

  it('rounds the costs to cents, half away from zero', () => {
    const estimate = topUpEstimate({
      amount: '100.25',
      entryCostRate: '0.0250',
      nav: '10.0000',
      unitsHeld: '0.0000',
      currentValue: '0.00',
    });
    expect(estimate.entryCosts).toBe('2.51');
    expect(estimate.invested).toBe('97.74');
  });
});
