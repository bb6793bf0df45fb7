import type { SbFundCode } from '../calculation/sb-funds';
import { RISK_PROFILE_CODES, type RiskProfileCode } from './types';

export interface ModelMixPart {
  fundCode: SbFundCode;
  /** Fraction of every deposit; the parts of a mix add up to exactly 1. */
  weight: string;
}

export interface RiskProfile {
  code: RiskProfileCode;
  name: string;
  meaning: string;
  /** Lowest score (0–100) that reaches this profile. */
  minimumScore: number;
  modelMix: readonly ModelMixPart[];
}

/** The request value for a calculation that is not based on a risk profile (spec §9). */
export const NOT_BASED_ON_PROFILE = 'NVT' as const;

/** A calculation's chosen profile: one of the risk profiles, or none (NVT: own fund split). */
export const CHOSEN_RISK_PROFILES = [...RISK_PROFILE_CODES, NOT_BASED_ON_PROFILE] as const;
export type ChosenRiskProfile = (typeof CHOSEN_RISK_PROFILES)[number];

/** From least to most risk; the order matters for "the lower of two profiles". */
export const RISK_PROFILES: readonly RiskProfile[] = [
  {
    code: 'defensief',
    name: 'Defensief',
    meaning:
      'U wilt uw vermogen vooral behouden en accepteert alleen beperkte schommelingen in de waarde. Het verwachte rendement is daardoor lager. Ook met een defensief profiel kan de waarde van uw belegging dalen en kunt u verlies lijden.',
    minimumScore: 0,
    modelMix: [
      { fundCode: 'SB-OBL', weight: '0.7' },
      { fundCode: 'SB-VGD', weight: '0.2' },
      { fundCode: 'SB-AAN', weight: '0.1' },
    ],
  },
  {
    code: 'neutraal',
    name: 'Neutraal',
    meaning:
      'U zoekt een evenwicht tussen risico en rendement. U accepteert dat de waarde van uw belegging flink kan schommelen, soms enkele jaren achter elkaar, in ruil voor een hoger verwacht rendement op de lange termijn.',
    minimumScore: 40,
    modelMix: [
      { fundCode: 'SB-OBL', weight: '0.4' },
      { fundCode: 'SB-VGD', weight: '0.3' },
      { fundCode: 'SB-AAN', weight: '0.3' },
    ],
  },
  {
    code: 'offensief',
    name: 'Offensief',
    meaning:
      'U streeft naar een zo hoog mogelijk rendement op de lange termijn en accepteert daarvoor grote schommelingen in de waarde. U kunt een groot deel van uw inleg verliezen en heeft de financiële ruimte en de tijd om dat op te vangen.',
    minimumScore: 70,
    modelMix: [
      { fundCode: 'SB-OBL', weight: '0.15' },
      { fundCode: 'SB-VGD', weight: '0.25' },
      { fundCode: 'SB-AAN', weight: '0.6' },
    ],
  },
];

export function riskProfile(code: RiskProfileCode): RiskProfile {
  const profile = RISK_PROFILES.find((candidate) => candidate.code === code);
  if (!profile) throw new RangeError(`Unknown risk profile: ${code}`);
  return profile;
}

export function isRiskProfileCode(value: unknown): value is RiskProfileCode {
  return RISK_PROFILES.some((profile) => profile.code === value);
}

/** The profile a score of 0–100 falls in: 0–39 defensief, 40–69 neutraal, 70–100 offensief. */
export function profileForScore(score: number): RiskProfileCode {
  if (!Number.isFinite(score) || score < 0 || score > 100) {
    throw new RangeError(`A score lies between 0 and 100, not ${score}`);
  }
  let result: RiskProfileCode = 'defensief';
  for (const profile of RISK_PROFILES) if (score >= profile.minimumScore) result = profile.code;
  return result;
}
