import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { describedBy } from './field-ids';
import { fieldErrorList } from './summary-errors';

interface Form {
  email: string;
  password: string;
  consent: boolean;
}

describe('fieldErrorList', () => {
  it('lists messages in screen order, not in the order the resolver found them', () => {
    const errors: FieldErrors<Form> = {
      consent: {
        type: 'custom',
        message: 'U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
      },
      email: { type: 'custom', message: 'Vul uw e-mailadres in.' },
    };
    expect(
      fieldErrorList(errors, [
        { name: 'email', id: 'r-email' },
        { name: 'password', id: 'r-password' },
        { name: 'consent', id: 'r-consent' },
      ]),
    ).toEqual([
      { message: 'Vul uw e-mailadres in.', fieldId: 'r-email' },
      {
        message: 'U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
        fieldId: 'r-consent',
      },
    ]);
  });

  it('skips errors without a message', () => {
    const errors: FieldErrors<Form> = { email: { type: 'required' } };
    expect(fieldErrorList(errors, [{ name: 'email', id: 'e' }])).toEqual([]);
  });
});

describe('describedBy', () => {
  it('joins present ids and is undefined when none are present', () => {
    expect(describedBy('a-hint', null, undefined, false, 'a-error')).toBe('a-hint a-error');
    expect(describedBy(null, undefined)).toBeUndefined();
  });
});
