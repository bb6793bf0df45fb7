import { z } from '@bp/api-schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldProblems } from '../http/problem';
import { ProviderError } from '../http/provider-error';
import { databaseKinds } from '../test/databases';
import { createTestApp, type TestApp } from '../test/harness';

const [embedded] = databaseKinds();

describe.runIf(embedded)('the one error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!embedded) return;
    t = await createTestApp(embedded, {
      seed: false,
      extraPublicRoutes: ['POST /api/test/orders/:orderId'],
      extraRoutes(fastify) {
        const app = fastify.withTypeProvider<ZodTypeProvider>();
        app.post(
          '/api/test/orders/:orderId',
          {
            config: {
              fieldLabels: { naam: 'Naam', 'regels.#': 'Regel #', 'regels.#.code': null },
              notFoundMessage: 'Bestelling niet gevonden.',
            },
            schema: {
              params: z.strictObject({ orderId: z.coerce.number().int().positive() }),
              body: z.strictObject({
                naam: z.string(),
                regels: z.array(
                  z.strictObject({
                    aantal: z.number().int(),
                    code: z.string().length(3, { error: 'Een code heeft drie tekens.' }),
                  }),
                ),
              }),
            },
          },
          async (request) => {
            if (request.body.naam === 'bezet') throw fieldProblems('naam', ['Deze naam is bezet.']);
            if (request.body.naam === 'traag') {
              throw new ProviderError('mollie', 'timeout', 'Mollie did not answer within 10000 ms');
            }
            return { ok: true };
          },
        );
      },
    });
  });
  afterAll(() => t.close());

  const post = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/test/orders/${path}`, payload });

  it('words every problem with the labels the route supplies', async () => {
    const response = await post('7', {
      naam: 1,
      regels: [
        { aantal: 1, code: 'abc' },
        { aantal: 1.5, code: 'abcd', kleur: 'rood' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.ErrorMessage).toEqual([
      'Naam: Ongeldige invoer: verwacht string, ontving getal',
      'Regel 2: Ongeldige invoer: verwacht int, ontving getal',
      'Een code heeft drie tekens.',
      'Regel 2: Onbekend veld: kleur.',
    ]);
  });

  it('words a problem a handler finds after the schema the same way', async () => {
    const response = await post('7', { naam: 'bezet', regels: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Naam: Deze naam is bezet.',
      errors: { ErrorMessage: ['Naam: Deze naam is bezet.'] },
    });
  });

  it('answers a failing payment provider with a Dutch 502, never a 503 (maintenance)', async () => {
    const response = await post('7', { naam: 'traag', regels: [] });
    expect(response.statusCode).toBe(502);
    const message =
      'De betaaldienst is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.';
    expect(response.json()).toEqual({ message, errors: { ErrorMessage: [message] } });
  });

  it('answers a path parameter that cannot name anything with the route’s 404', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const response = await post(id, { naam: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Bestelling niet gevonden.',
        errors: { ErrorMessage: ['Bestelling niet gevonden.'] },
      });
    }
  });
});
