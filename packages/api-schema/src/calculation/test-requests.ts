import { calculationRequestSchema, type CalculationRequest } from './index';

/** Complete requests as the web app builds them, and readers of what the schema says. */
export const sbRequest: CalculationRequest = {
  productCode: 'SB',
  initialDeposit: '10000.00',
  periodicDeposit: '150',
  birthdate: null,
  start: '2026-08-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  uitkeringsTermijnCode: null,
  polisVoorwaardeCode: null,
  isHuidigeLijfrenteOversluiten: false,
  description: 'Studie Emma',
  funds: [
    { id: 1, percentage: 0.4 },
    { id: 2, percentage: 0.3 },
    { id: 3, percentage: 0.3 },
  ],
};

export const sulRequest: CalculationRequest = {
  ...sbRequest,
  productCode: 'SUL',
  initialDeposit: '25000.00',
  periodicDeposit: '200.00',
  birthdate: '1980-06-15',
  start: '2026-08-01',
  duration: 67,
  durationType: 'leeftijd',
  isHuidigeLijfrenteOversluiten: true,
  description: '',
  chosenRiskProfile: 'neutraal',
  funds: [],
};

export const sdilRequest: CalculationRequest = {
  productCode: 'SDIL',
  initialDeposit: '150000.00',
  periodicDeposit: '0',
  birthdate: '1960-03-10',
  start: '2027-04-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  uitkeringsTermijnCode: 'Geen',
  polisVoorwaardeCode: 'SDIL2014',
  isHuidigeLijfrenteOversluiten: false,
  description: '',
  funds: [],
};

export function messages(request: unknown): string[] {
  const result = calculationRequestSchema.safeParse(request);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export function pathsOf(request: unknown): string[] {
  const result = calculationRequestSchema.safeParse(request);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}
