import { describe, expect, it } from 'vitest';
import { isRiskProfileCode, profileForScore, riskProfile, RISK_PROFILES } from './profiles';

describe('profileForScore', () => {
  it('bands 0–39 defensief, 40–69 neutraal, 70–100 offensief', () => {
    expect([0, 39, 40, 69, 70, 100].map(profileForScore)).toEqual([
      'defensief',
      'defensief',
      'neutraal',
      'neutraal',
      'offensief',
      'offensief',
    ]);
  });

  it('refuses a score outside 0–100', () => {
    expect(() => profileForScore(-1)).toThrow(RangeError);
    expect(() => profileForScore(101)).toThrow(RangeError);
    expect(() => profileForScore(Number.NaN)).toThrow(RangeError);
  });
});

describe('risk profiles', () => {
  it('have a Dutch name and a meaning in formal Dutch', () => {
    expect(RISK_PROFILES.map((profile) => profile.name)).toEqual([
      'Defensief',
      'Neutraal',
      'Offensief',
    ]);
    for (const profile of RISK_PROFILES) {
      expect(profile.meaning).toMatch(/\bU\b|\bu\b/);
      expect(profile.meaning).not.toMatch(/\b(je|jij|jouw)\b/i);
    }
    expect(riskProfile('neutraal').minimumScore).toBe(40);
  });

  it('recognises the profile codes', () => {
    expect(isRiskProfileCode('offensief')).toBe(true);
    expect(isRiskProfileCode('NVT')).toBe(false);
    expect(() => riskProfile('agressief' as 'offensief')).toThrow(RangeError);
  });
});
