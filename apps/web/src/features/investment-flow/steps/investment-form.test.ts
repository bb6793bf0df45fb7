import { realEstateFundFacts } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { investmentFormSchema, KIND_MISSING, STOCK_MISSING, typedAmounts } from './investment-form';

const dutch = investmentFormSchema(realEstateFundFacts('nederlands'));
const form = {
  kind: 'beide',
  initialDeposit: '1.000',
  periodicDeposit: '50',
  description: ' Pensioen ',
  stock: 'stock',
};

function messages(result: ReturnType<typeof dutch.safeParse>) {
  return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
}

describe('step 1 form', () => {
  it('takes amounts at the minimum as decimal strings', () => {
    expect(dutch.parse(form)).toEqual({
      kind: 'beide',
      initialDeposit: '1000.00',
      periodicDeposit: '50.00',
      description: 'Pensioen',
      stock: 'stock',
    });
  });

  it('refuses a cent below each minimum, naming the field', () => {
    expect(
      messages(dutch.safeParse({ ...form, initialDeposit: '999,99', periodicDeposit: '49,99' })),
    ).toEqual([
      ['initialDeposit', 'De eenmalige inleg moet minimaal €\u00a01.000,00 zijn.'],
      ['periodicDeposit', 'De maandelijkse inleg moet minimaal €\u00a050,00 zijn.'],
    ]);
  });

  it('shows every error of the step at once: an amount beside an unanswered question', () => {
    expect(messages(dutch.safeParse({ ...form, initialDeposit: '999,99', stock: null }))).toEqual([
      ['stock', STOCK_MISSING],
      ['initialDeposit', 'De eenmalige inleg moet minimaal €\u00a01.000,00 zijn.'],
    ]);
  });

  it('ignores the amount the chosen kind does not ask for', () => {
    expect(dutch.parse({ ...form, kind: 'eenmalig', periodicDeposit: 'onzin' })).toMatchObject({
      initialDeposit: '1000.00',
      periodicDeposit: null,
    });
  });

  it('needs a kind and a choice for the distributions', () => {
    expect(messages(dutch.safeParse({ ...form, kind: null, stock: null }))).toEqual([
      ['kind', KIND_MISSING],
      ['stock', STOCK_MISSING],
    ]);
  });

  it('checks only the format and bounds where a fund has no minimums', () => {
    const open = investmentFormSchema({
      minimumInitialDeposit: null,
      minimumPeriodicDeposit: null,
    });
    expect(open.parse({ ...form, initialDeposit: '1', periodicDeposit: '1' })).toMatchObject({
      initialDeposit: '1.00',
      periodicDeposit: '1.00',
    });
  });
});

describe('typedAmounts', () => {
  it('reads what can be read of the amounts the kind asks for', () => {
    expect(typedAmounts('beide', '5.000', '1,2,3')).toEqual({
      initialDeposit: '5000.00',
      periodicDeposit: null,
    });
    expect(typedAmounts('maandelijks', '5.000', '100')).toEqual({
      initialDeposit: null,
      periodicDeposit: '100.00',
    });
    expect(typedAmounts(null, '5.000', '100')).toEqual({
      initialDeposit: null,
      periodicDeposit: null,
    });
  });
});
