import { describe, expect, it } from 'vitest';
import { FUND_FLOWS } from '../fund-administration/contract-lists';
import {
  APPLICANT_TYPE_LABELS,
  APPLICANT_TYPES,
  GENDER_LABELS,
  GENDERS,
  QUESTIONNAIRE_ID_BY_FLOW,
} from './lists';

describe('application lists', () => {
  it('label every value in Dutch', () => {
    for (const type of APPLICANT_TYPES) expect(APPLICANT_TYPE_LABELS[type]).toMatch(/^Voor|^Samen/);
    for (const gender of GENDERS) expect(GENDER_LABELS[gender]).not.toBe('');
  });

  it('give each flow its questionnaire (spec §7: 1 Dutch/German, 2 American, 3 loans fund)', () => {
    expect(FUND_FLOWS.map((flow) => QUESTIONNAIRE_ID_BY_FLOW[flow])).toEqual([1, 1, 2, 3]);
  });
});
