import { describe, expect, it } from 'vitest';
import { paymentReturnUrl } from './return-address';

describe('paymentReturnUrl', () => {
  it('sends real-estate contracts to the Synvest result page', () => {
    expect(paymentReturnUrl('https://portaal.example.nl', 'VASTGOED', 'p-1')).toBe(
      'https://portaal.example.nl/synvest-ideal-result?betaling=p-1',
    );
  });

  it('sends SB (annuity) contracts to the general result page', () => {
    expect(paymentReturnUrl('https://portaal.example.nl', 'SB', 'p-1')).toBe(
      'https://portaal.example.nl/ideal-result?betaling=p-1',
    );
  });
});
