import { describe, expect, it } from 'vitest';
import { euro, euroString } from '../money';
import { annuityDuePayment, periodRate, presentValueDue } from './annuity';

describe('periodRate', () => {
  it('is the effective rate per period: twelve monthly periods compound to the yearly rate', () => {
    const monthly = periodRate(euro('0.03'), 12);
    expect(monthly.plus(1).pow(12).minus(1).toDecimalPlaces(30).toString()).toBe('0.03');
    expect(monthly.toDecimalPlaces(10).toString()).toBe('0.0024662698');
    expect(periodRate(euro('0.03'), 1).toString()).toBe('0.03');
  });

  it('refuses a number of periods that is not a whole positive number', () => {
    expect(() => periodRate(euro('0.03'), 0)).toThrow(RangeError);
  });
});

describe('annuityDuePayment (first payment on the start date)', () => {
  it('splits the capital evenly without interest', () => {
    expect(euroString(annuityDuePayment(euro(100_000), euro(0), 240))).toBe('416.67');
  });

  it('pays € 6.525,80 a year for 20 years on € 100.000 at 3% (hand-computed)', () => {
    // P = C · r / ((1 − 1,03^−20) · 1,03) = 100 000 · 0,03 / (0,44632… · 1,03) = 6525,7968…
    expect(euroString(annuityDuePayment(euro(100_000), euro('0.03'), 20))).toBe('6525.80');
  });

  it('has a present value equal to the capital', () => {
    const rate = periodRate(euro('0.025'), 4);
    const payment = annuityDuePayment(euro(250_000), rate, 60);
    const payments = Array.from({ length: 60 }, () => payment);
    expect(presentValueDue(payments, rate).toDecimalPlaces(20).toString()).toBe('250000');
  });

  it('refuses a number of payments below 1', () => {
    expect(() => annuityDuePayment(euro(1000), euro(0), 0)).toThrow(RangeError);
  });
});
