import { describe, expect, it } from 'vitest';
import { MANDATE_STATUSES, canMandateMoveTo } from './mandates';

describe('canMandateMoveTo', () => {
  it('follows prepared → signed → cancelled or suspended', () => {
    expect(canMandateMoveTo('prepared', 'signed')).toBe(true);
    expect(canMandateMoveTo('prepared', 'cancelled')).toBe(true);
    expect(canMandateMoveTo('signed', 'cancelled')).toBe(true);
    expect(canMandateMoveTo('signed', 'suspended')).toBe(true);
    expect(canMandateMoveTo('suspended', 'signed')).toBe(true);
  });

  it('never leaves cancelled, never returns to prepared and ignores a state it already has', () => {
    for (const to of MANDATE_STATUSES) expect(canMandateMoveTo('cancelled', to)).toBe(false);
    for (const from of MANDATE_STATUSES) {
      expect(canMandateMoveTo(from, 'prepared')).toBe(false);
      expect(canMandateMoveTo(from, from)).toBe(false);
    }
  });
});
