import { describe, expect, it } from 'vitest';
import { DUPLICATE_BSN_MESSAGE, duplicateBsnIssues } from './unique-bsn';

describe('duplicateBsnIssues (a BSN at most once per application)', () => {
  it('accepts different numbers', () => {
    expect(
      duplicateBsnIssues([
        { path: ['mijn', 'bsn'], bsn: '123456782' },
        { path: ['partner', 'bsn'], bsn: '111222333' },
      ]),
    ).toEqual([]);
  });

  it('marks the second and later use of one number, however it is written', () => {
    expect(
      duplicateBsnIssues([
        { path: ['mijn', 'bsn'], bsn: '012345672' },
        { path: ['child', 'bsn'], bsn: '1234.5672' },
        { path: ['company', 'contactPerson', 'bsn'], bsn: '12345672' },
      ]),
    ).toEqual([
      { path: ['child', 'bsn'], message: DUPLICATE_BSN_MESSAGE },
      { path: ['company', 'contactPerson', 'bsn'], message: DUPLICATE_BSN_MESSAGE },
    ]);
  });

  it('leaves an invalid number to its own field', () => {
    expect(
      duplicateBsnIssues([
        { path: ['mijn', 'bsn'], bsn: '123456789' },
        { path: ['partner', 'bsn'], bsn: '123456789' },
      ]),
    ).toEqual([]);
  });
});
