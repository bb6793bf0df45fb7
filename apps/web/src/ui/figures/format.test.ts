import { describe, expect, it } from 'vitest';
import { formatDate, formatNav, formatReturn, signOf } from './format';

describe('figure formats', () => {
  it('reads the sign of an amount as text', () => {
    expect(signOf('2154.37')).toBe(1);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('-0.00')).toBe(0);
  });

  it('shows returns as Dutch percentages, and "–" when there is none', () => {
    expect(formatReturn('0.05250000')).toBe('5,25%');
    expect(formatReturn('-0.06485000')).toBe('-6,49%');
    expect(formatReturn(null)).toBe('–');
  });

  it('shows a NAV with four decimals, in the fund currency when known', () => {
    expect(formatNav('104.2300', 'EUR')).toBe('€\u00a0104,2300');
    expect(formatNav('1234.5678')).toBe('1.234,5678');
    expect(formatNav('98.1000', 'USD')).toBe('US$\u00a098,1000');
    // Exact from the string: no binary rounding on many digits.
    expect(formatNav('123456789012.3456')).toBe('123.456.789.012,3456');
  });

  it('shows dates the Dutch way, short or long', () => {
    expect(formatDate('2025-11-22')).toBe('22-11-2025');
    expect(formatDate('2025-11-22', 'long')).toBe('22 november 2025');
    expect(formatDate('onbekend')).toBe('onbekend');
  });
});
