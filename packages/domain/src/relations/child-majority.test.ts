import { describe, expect, it } from 'vitest';
import { calendarDate, todayInAmsterdam } from '../calendar-date';
import {
  CHILD_MAJORITY_TEXTS,
  childMajority,
  childMajorityExplanation,
  childMajorityNotice,
  majorityDate,
} from './child-majority';

const d = calendarDate;

describe('childMajority: a child who turns 18, on the calendar date in Amsterdam', () => {
  const birth = d('2008-03-03');

  it('is of age from the 18th birthday on, not the day before', () => {
    expect(childMajority(birth, d('2026-03-02'))).toEqual({
      status: 'bijna-meerderjarig',
      date: d('2026-03-03'),
    });
    expect(childMajority(birth, d('2026-03-03'))).toEqual({
      status: 'meerderjarig',
      date: d('2026-03-03'),
    });
    expect(childMajority(birth, d('2026-03-04')).status).toBe('meerderjarig');
  });

  it('announces the birthday from three months before it, not earlier', () => {
    expect(childMajority(birth, d('2025-12-03'))).toEqual({
      status: 'bijna-meerderjarig',
      date: d('2026-03-03'),
    });
    expect(childMajority(birth, d('2025-12-02'))).toEqual({ status: 'minderjarig' });
  });

  it('takes the Amsterdam date, not UTC: 23:30 UTC on the eve is already the birthday there', () => {
    const eveInUtc = new Date('2026-03-02T23:30:00Z');
    expect(todayInAmsterdam(eveInUtc)).toBe('2026-03-03');
    expect(childMajority(birth, todayInAmsterdam(eveInUtc)).status).toBe('meerderjarig');
    expect(childMajority(birth, todayInAmsterdam(new Date('2026-03-02T22:30:00Z'))).status).toBe(
      'bijna-meerderjarig',
    );
  });

  it('lets someone born on 29 February turn 18 on 28 February in a common year', () => {
    expect(majorityDate(d('2008-02-29'))).toBe('2026-02-28');
    expect(childMajority(d('2008-02-29'), d('2026-02-27')).status).toBe('bijna-meerderjarig');
    expect(childMajority(d('2008-02-29'), d('2026-02-28')).status).toBe('meerderjarig');
  });
});

describe('the notice and the explanation', () => {
  it('says since when, or when', () => {
    expect(childMajorityNotice({ status: 'meerderjarig', date: d('2026-03-03') })).toBe(
      'Meerderjarig sinds 3 maart 2026',
    );
    expect(childMajorityNotice({ status: 'bijna-meerderjarig', date: d('2026-03-03') })).toBe(
      'Wordt op 3 maart 2026 meerderjarig',
    );
    expect(childMajorityNotice({ status: 'minderjarig' })).toBeNull();
  });

  it('explains what it means for the contracts only where there is something to say', () => {
    const adult = { status: 'meerderjarig', date: d('2026-03-03') } as const;
    const soon = { status: 'bijna-meerderjarig', date: d('2026-03-03') } as const;
    expect(childMajorityExplanation(adult, true)).toBe(CHILD_MAJORITY_TEXTS.adultWithContracts);
    expect(childMajorityExplanation(adult, false)).toBe(CHILD_MAJORITY_TEXTS.adultWithoutContracts);
    expect(childMajorityExplanation(soon, true)).toBe(CHILD_MAJORITY_TEXTS.soonWithContracts);
    expect(childMajorityExplanation(soon, false)).toBeNull();
    expect(childMajorityExplanation({ status: 'minderjarig' }, true)).toBeNull();
    expect(CHILD_MAJORITY_TEXTS.adultWithContracts).toMatch(
      /niet meer namens uw kind wijzigen of verkopen/,
    );
  });
});
