import { calculationRequestSchema } from '@bp/api-schema';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../http/validation-messages';
import { CALCULATION_FIELD_LABELS } from './field-labels';
import { sbRequest } from './test-support';

/** What the route answers for a body, worded as the error handler words it. */
function linesFor(body: unknown): string[] {
  const result = calculationRequestSchema.safeParse(body);
  if (result.success) return [];
  const issues = result.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
    params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
  }));
  return validationMessages(issues, CALCULATION_FIELD_LABELS);
}

const SB = sbRequest({ 'SB-OBL': 1, 'SB-VGD': 2, 'SB-AAN': 3 });

describe('the wording of calculation request problems', () => {
  it('leaves the contract’s own sentences as they are', () => {
    expect(linesFor({ ...SB, duration: 51, description: 'x'.repeat(101) })).toEqual([
      'De omschrijving mag hoogstens 100 tekens lang zijn.',
      'Vul de looptijd in als een heel aantal jaren, van 1 tot en met 50.',
    ]);
  });

  it('names the field in zod’s generic messages', () => {
    expect(linesFor({ ...SB, start: '1-4-2026', productCode: 'XYZ' })).toEqual([
      'Product: Ongeldige optie: verwacht één van "SB"|"SUL"|"SDIL"',
      'Ingangsdatum: Vul een geldige datum in (JJJJ-MM-DD).',
    ]);
    expect(linesFor({ ...SB, isHuidigeLijfrenteOversluiten: 'nee' })).toEqual([
      'Oversluiten: Ongeldige invoer: verwacht boolean, ontving string',
    ]);
  });

  it('says which fund of the mix a problem is about, counting from 1', () => {
    expect(
      linesFor({
        ...SB,
        funds: [
          { id: 1, percentage: 0.6 },
          { id: 2, percentage: 0, weight: 1 },
        ],
      }),
    ).toEqual([
      'Fonds 2: Het percentage van een fonds moet groter zijn dan 0%.',
      'Fonds 2: Onbekend veld: weight.',
    ]);
  });

  it('lists unknown fields by name and refuses a body that is not an object', () => {
    expect(linesFor({ ...SB, paths: 100000, seed: 1 })).toEqual(['Onbekende velden: paths, seed.']);
    expect(linesFor(null)).toEqual(['Het verzoek bevat geen geldige gegevens.']);
  });
});
