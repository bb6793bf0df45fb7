import { describe, expect, it } from 'vitest';
import { DEFAULT_UITKERINGS_TERMIJN, polisVoorwaardeCodeFor } from './request-constants';
import { PERIODS_PER_YEAR } from './sdil';

describe('request constants of the spec (§9)', () => {
  it('selects SDIL2014 for kapitaal ja and SDIL for nee', () => {
    expect(polisVoorwaardeCodeFor('ja')).toBe('SDIL2014');
    expect(polisVoorwaardeCodeFor('nee')).toBe('SDIL');
  });

  it('defaults the payout frequency to Geen, which pays monthly', () => {
    expect(DEFAULT_UITKERINGS_TERMIJN).toBe('Geen');
    expect(PERIODS_PER_YEAR[DEFAULT_UITKERINGS_TERMIJN]).toBe(12);
  });
});
