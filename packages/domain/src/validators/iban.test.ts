import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGES, composeIban, formatIban, maskIban, validateIban } from './iban';

/** ISO 13616 check digits, computed here independently of ibantools. */
function dutchIban(bank: string, account: string): string {
  const rearranged = `${bank}${account}NL00`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  const remainder = [...rearranged].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  return `NL${String(98 - remainder).padStart(2, '0')}${bank}${account}`;
}

describe('validateIban', () => {
  it('accepts a valid Dutch IBAN in electronic format', () => {
    expect(validateIban('NL91ABNA0417164300')).toEqual({ ok: true, value: 'NL91ABNA0417164300' });
  });

  it('normalises the way people type and paste it', () => {
    expect(validateIban(' nl91 abna 0417 1643 00 ')).toEqual({
      ok: true,
      value: 'NL91ABNA0417164300',
    });
  });

  it('accepts an IBAN from another SEPA country unless a Dutch one is required', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toEqual({
      ok: true,
      value: 'DE89370400440532013000',
    });
    expect(validateIban('BE68539007547034', { dutchOnly: true })).toEqual({
      ok: false,
      error: IBAN_MESSAGES.notDutch,
    });
    expect(validateIban('NL91ABNA0417164300', { dutchOnly: true }).ok).toBe(true);
  });

  it.each([
    ['', IBAN_MESSAGES.empty],
    ['NL91ABNA0417164301', IBAN_MESSAGES.invalid],
    ['NL91ABNA041716430', IBAN_MESSAGES.invalid],
    ['NL91 1234 0417 1643 00', IBAN_MESSAGES.invalid],
    ['0417164300', IBAN_MESSAGES.invalid],
    ['SA03 8000 0000 6080 1016 7519', IBAN_MESSAGES.notSepa],
  ])('refuses "%s"', (input, message) => {
    expect(validateIban(input)).toEqual({ ok: false, error: message });
  });

  it('shows an IBAN in groups of four', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  const bank = fc.stringMatching(/^[A-Z]{4}$/);
  const account = fc.stringMatching(/^\d{10}$/);

  it('accepts every Dutch IBAN with correct check digits', () => {
    fc.assert(
      fc.property(bank, account, (bankCode, accountNumber) => {
        const iban = dutchIban(bankCode, accountNumber);
        expect(validateIban(iban, { dutchOnly: true })).toEqual({ ok: true, value: iban });
      }),
    );
  });

  it('catches every single mistyped digit of the account number', () => {
    fc.assert(
      fc.property(
        bank,
        account,
        fc.nat(9),
        fc.integer({ min: 1, max: 9 }),
        (bankCode, accountNumber, position, shift) => {
          const iban = dutchIban(bankCode, accountNumber);
          const index = 8 + position;
          const typo = `${iban.slice(0, index)}${(Number(iban[index]) + shift) % 10}${iban.slice(index + 1)}`;
          expect(validateIban(typo)).toEqual({ ok: false, error: IBAN_MESSAGES.invalid });
        },
      ),
    );
  });
});

describe('maskIban', () => {
  it('keeps the country code and the last four characters, in groups of four', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL•• •••• •••• ••43 00');
    expect(maskIban('nl91 abna 0417 1643 00')).toBe('NL•• •••• •••• ••43 00');
    expect(maskIban('DE89370400440532013000')).toBe('DE•• •••• •••• •••• ••30 00');
  });

  it('never shows the check digits, the bank or the start of the account', () => {
    const masked = maskIban('NL91ABNA0417164300');
    for (const part of ['91', 'ABNA', '0417']) expect(masked).not.toContain(part);
  });
});

describe('composeIban', () => {
  it('computes the check digits of an account, valid for validateIban', () => {
    expect(composeIban('NL', 'ABNA0417164300')).toBe('NL91ABNA0417164300');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (account) => {
        const iban = composeIban('NL', `RABO${account}`);
        expect(iban).toBe(dutchIban('RABO', account));
        expect(validateIban(iban, { dutchOnly: true })).toEqual({ ok: true, value: iban });
      }),
    );
  });

  it('refuses an account the country cannot have', () => {
    expect(() => composeIban('NL', 'ABNA04171643')).toThrow(RangeError);
  });
});
