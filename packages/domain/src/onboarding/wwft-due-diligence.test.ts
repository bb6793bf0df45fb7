import { describe, expect, it } from 'vitest';
import {
  DUE_DILIGENCE_EVIDENCE_THRESHOLD,
  DUE_DILIGENCE_MESSAGES,
  dueDiligenceEvidenceRequired,
  WEALTH_ORIGIN_LABELS,
  WEALTH_ORIGINS,
} from './wwft-due-diligence';

describe('the origin of the money and the evidence threshold', () => {
  it('asks for evidence from a first deposit of € 25.000 on, below the iDEAL maximum', () => {
    expect(DUE_DILIGENCE_EVIDENCE_THRESHOLD).toBe('25000.00');
    expect(dueDiligenceEvidenceRequired('24999.99')).toBe(false);
    expect(dueDiligenceEvidenceRequired('25000.00')).toBe(true);
    expect(dueDiligenceEvidenceRequired('50000')).toBe(true);
  });

  it('asks nothing without a first deposit, or while the amount is not a number', () => {
    expect(dueDiligenceEvidenceRequired(undefined)).toBe(false);
    expect(dueDiligenceEvidenceRequired(null)).toBe(false);
    expect(dueDiligenceEvidenceRequired('1e6')).toBe(false);
  });

  it('names the threshold in Dutch', () => {
    expect(DUE_DILIGENCE_MESSAGES.bewijsUpload).toMatch(/vanaf €\s25\.000,00/);
  });

  it('names every origin in Dutch, "anders" last', () => {
    expect(WEALTH_ORIGINS.map((origin) => WEALTH_ORIGIN_LABELS[origin])).toEqual([
      'Salaris of ander inkomen',
      'Spaargeld',
      'Erfenis of schenking',
      'Verkoop van een bedrijf',
      'Verkoop van onroerend goed',
      'Opbrengst van beleggingen',
      'Anders',
    ]);
  });
});
