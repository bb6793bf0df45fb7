import { calculationRequestSchema } from '@bp/api-schema';
import { NO_DEPOSIT_MESSAGE, SUL_END_AGE_MESSAGE } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { sulDepositSchema } from './SulDepositStep';

const sulRequest = {
  productCode: 'SUL',
  initialDeposit: '5000.00',
  periodicDeposit: '0.00',
  birthdate: '1980-06-15',
  start: '2026-08-01',
  duration: 67,
  durationType: 'leeftijd',
  chosenRiskProfile: 'neutraal',
  funds: [],
  uitkeringsTermijnCode: null,
  polisVoorwaardeCode: null,
  isHuidigeLijfrenteOversluiten: false,
  description: '',
};

const form = { initialDeposit: '5.000', periodicDeposit: '', durationType: 'leeftijd' };

function formProblems(values: Record<string, string>): string[] {
  const result = sulDepositSchema(false).safeParse({ ...form, ...values });
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

function apiProblems(request: Record<string, unknown>): string[] {
  const result = calculationRequestSchema.safeParse({ ...sulRequest, ...request });
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the SUL deposit step checks what the API checks, in the same words', () => {
  it.each([
    [18, [SUL_END_AGE_MESSAGE]],
    [19, []],
    [100, []],
    [101, [SUL_END_AGE_MESSAGE]],
  ])('an end age of %i', (age, expected) => {
    expect(formProblems({ duration: String(age) })).toEqual(expected);
    expect(
      apiProblems({
        durationType: 'leeftijd',
        duration: age,
        isHuidigeLijfrenteOversluiten: false,
      }),
    ).toEqual(expected);
  });

  it('wants a deposit', () => {
    expect(formProblems({ initialDeposit: '0', periodicDeposit: '', duration: '67' })).toEqual([
      NO_DEPOSIT_MESSAGE,
    ]);
    expect(
      apiProblems({
        durationType: 'leeftijd',
        duration: 67,
        isHuidigeLijfrenteOversluiten: false,
        initialDeposit: '0',
        periodicDeposit: '0',
      }),
    ).toEqual([NO_DEPOSIT_MESSAGE]);
  });
});
