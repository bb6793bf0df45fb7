import { describe, expect, it } from 'vitest';
import { failedCollectionText, sepaReasonText } from './sepa-reasons';

describe('SEPA reason codes', () => {
  it('explains insufficient funds in Dutch with the code', () => {
    expect(sepaReasonText('AM04')).toBe('onvoldoende saldo (AM04)');
    expect(failedCollectionText('AM04')).toBe('Incasso mislukt: onvoldoende saldo (AM04).');
  });

  it('shows an unknown code as it came', () => {
    expect(sepaReasonText('ZZ99')).toBe('reden ZZ99');
  });
});
