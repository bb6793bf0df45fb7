import { describe, expect, it } from 'vitest';
import { INITIALS_MESSAGES, validateInitials } from './initials';

describe('validateInitials', () => {
  it.each([
    ['J.P.', 'J.P.'],
    ['j.p.', 'J.P.'],
    ['J. P.', 'J.P.'],
    ['JP', 'J.P.'],
    ['jp', 'J.P.'],
    ['J', 'J.'],
    ['Th.J.', 'Th.J.'],
    ['th.j', 'Th.J.'],
    ['ij.', 'IJ.'],
    ['Chr.', 'Chr.'],
    ['É.', 'É.'],
    ['ABCDEFGHIJ', 'A.B.C.D.E.F.G.H.I.J.'],
  ])('reads "%s" as "%s"', (input, expected) => {
    expect(validateInitials(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', INITIALS_MESSAGES.empty],
    ['  ', INITIALS_MESSAGES.empty],
    ['J1', INITIALS_MESSAGES.invalid],
    ['J.-P.', INITIALS_MESSAGES.invalid],
    ['Jans.', INITIALS_MESSAGES.invalid],
    ['tH.', INITIALS_MESSAGES.invalid],
    ['ABCDEFGHIJK', INITIALS_MESSAGES.tooMany],
  ])('refuses "%s"', (input, message) => {
    expect(validateInitials(input)).toEqual({ ok: false, error: message });
  });
});
