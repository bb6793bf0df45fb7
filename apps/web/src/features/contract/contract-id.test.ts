import { describe, expect, it } from 'vitest';
import { parseContractId } from './contract-id';

describe('parseContractId', () => {
  it('reads a positive whole number', () => {
    expect(parseContractId('1001')).toBe(1001);
    expect(parseContractId('2147483647')).toBe(2147483647);
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    'abc',
    '12abc',
    '2147483648',
    '99999999999999999',
  ])('refuses %j', (value) => {
    expect(parseContractId(value)).toBeNull();
  });
});
