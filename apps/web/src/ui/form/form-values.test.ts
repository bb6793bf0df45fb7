import { describe, expect, it } from 'vitest';
import {
  amountInput,
  amountToInput,
  choiceInput,
  dateInput,
  dateToInput,
  wholeNumberInput,
} from './form-values';

const amount = amountInput({ missing: 'Vul de inleg in.', label: 'De inleg' });
const optional = amountInput({ missing: '', label: 'De inleg', optional: true, allowZero: true });

function issues(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('what the investor types', () => {
  it('reads Dutch amounts into decimal strings', () => {
    expect(amount.parse('10.000')).toBe('10000.00');
    expect(amount.parse('€ 1.234,56')).toBe('1234.56');
    expect(amount.parse('250,-')).toBe('250.00');
    expect(optional.parse('')).toBeNull();
    expect(optional.parse('0')).toBe('0.00');
  });

  it('refuses empty, malformed, zero and too large amounts with Dutch messages', () => {
    expect(issues(amount.safeParse(''))).toEqual(['Vul de inleg in.']);
    expect(issues(amount.safeParse('twaalf'))).toEqual([
      'Vul een geldig bedrag in, bijvoorbeeld 1.234,56.',
    ]);
    expect(issues(amount.safeParse('0'))).toEqual(['De inleg moet hoger zijn dan € 0.']);
    expect(issues(amount.safeParse('10.000.000,01'))).toEqual([
      'De inleg mag niet hoger zijn dan €\u00a010.000.000,00.',
    ]);
    expect(amount.parse('10.000.000')).toBe('10000000.00');
  });

  it('reads whole numbers within bounds', () => {
    const years = wholeNumberInput({ missing: 'Leeg', range: 'Buiten bereik', min: 1, max: 50 });
    expect(years.parse(' 20 ')).toBe(20);
    expect(issues(years.safeParse(''))).toEqual(['Leeg']);
    for (const text of ['0', '51', '2,5', '-3', 'tien']) {
      expect(issues(years.safeParse(text))).toEqual(['Buiten bereik']);
    }
  });

  it('reads dates typed the Dutch way, and ISO dates', () => {
    const date = dateInput({ missing: 'Vul de datum in.' });
    expect(date.parse('15-03-1970')).toBe('1970-03-15');
    expect(date.parse('1/2/2027')).toBe('2027-02-01');
    expect(date.parse('1970-03-15')).toBe('1970-03-15');
    expect(issues(date.safeParse('31-02-2027'))).toEqual([
      'Vul een bestaande datum in als dag-maand-jaar, bijvoorbeeld 15-03-1970.',
    ]);
    expect(issues(date.safeParse(''))).toEqual(['Vul de datum in.']);
  });

  it('wants one of the offered choices', () => {
    const choice = choiceInput(['ja', 'nee'], 'Maak een keuze.');
    expect(choice.parse('ja')).toBe('ja');
    expect(issues(choice.safeParse(null))).toEqual(['Maak een keuze.']);
    expect(issues(choice.safeParse('misschien'))).toEqual(['Maak een keuze.']);
  });

  it('shows kept values the Dutch way in their fields', () => {
    expect(amountToInput('1234567.5')).toBe('1.234.567,50');
    expect(amountToInput('10000.00')).toBe('10.000');
    expect(amountToInput(null)).toBe('');
    expect(dateToInput('1970-03-15')).toBe('15-03-1970');
    expect(dateToInput(null)).toBe('');
  });
});
