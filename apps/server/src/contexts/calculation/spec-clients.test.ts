import type { CalculationRequest } from '@bp/api-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { sessions, type Sessions } from '../../test/portfolio';
import {
  dataOf,
  postCalculation,
  SDIL_REQUEST,
  SUL_REQUEST,
  sbFundIds,
  sbRequest,
  type SbFundIds,
} from './test-support';

type Key = keyof CalculationRequest;

/** The request without `keys`, as a client written from the spec sends it. */
function without(request: CalculationRequest, keys: readonly Key[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(request).filter(([key]) => !keys.includes(key as Key)));
}

/** The request with `keys` sent as null. */
function withNull(request: CalculationRequest, keys: readonly Key[]): Record<string, unknown> {
  return { ...request, ...Object.fromEntries(keys.map((key) => [key, null])) };
}

/** What each product does not use (spec §3 and §9). */
const UNUSED: Record<'SB' | 'SUL' | 'SDIL', readonly Key[]> = {
  SB: [
    'birthdate',
    'uitkeringsTermijnCode',
    'polisVoorwaardeCode',
    'isHuidigeLijfrenteOversluiten',
  ],
  SUL: [
    'description',
    'uitkeringsTermijnCode',
    'polisVoorwaardeCode',
    'isHuidigeLijfrenteOversluiten',
  ],
  SDIL: ['description', 'uitkeringsTermijnCode', 'isHuidigeLijfrenteOversluiten'],
};

describe.each(databaseKinds())('calculation requests from spec clients on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  let ids: SbFundIds;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
    ids = await sbFundIds(t);
  });
  afterAll(() => t.close());

  const requests = (): Record<'SB' | 'SUL' | 'SDIL', CalculationRequest> => ({
    SB: sbRequest(ids),
    SUL: { ...SUL_REQUEST, isHuidigeLijfrenteOversluiten: false },
    SDIL: SDIL_REQUEST,
  });

  it.each(['SB', 'SUL', 'SDIL'] as const)(
    'calculates %s with the keys it does not use left out, or sent as null',
    async (product) => {
      const request = requests()[product];
      const complete = dataOf(await postCalculation(t, request));
      for (const sent of [without(request, UNUSED[product]), withNull(request, UNUSED[product])]) {
        const data = dataOf(await postCalculation(t, sent));
        expect(data.productCode).toBe(product);
        // The same calculation as the web app's complete request, bar the description.
        expect({ ...data.request, description: '' }).toEqual({
          ...complete.request,
          description: '',
        });
      }
    },
  );

  it('pays SDIL monthly (Geen) without uitkeringsTermijnCode, and stores it for a logged-in investor', async () => {
    const sent = without(SDIL_REQUEST, ['uitkeringsTermijnCode', 'description']);
    const data = dataOf(await postCalculation(t, sent, { cookie: s.owner }));
    expect(data.productCode === 'SDIL' && data.uitkeringsTermijnCode).toBe('Geen');
    expect(data.request).toMatchObject({ uitkeringsTermijnCode: 'Geen', description: '' });
    expect(data.offerID).not.toBeNull();
    const again = await t.app.inject({
      url: `/api/calculation/${data.offerID}`,
      headers: { cookie: s.owner },
    });
    expect(dataOf(again).request).toEqual(data.request);
  });

  it('still asks SUL and SDIL for the birthdate they need when it is left out', async () => {
    for (const request of [SUL_REQUEST, SDIL_REQUEST]) {
      const response = await postCalculation(t, without(request, ['birthdate']));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.body).toContain('geboortedatum');
    }
  });
});
