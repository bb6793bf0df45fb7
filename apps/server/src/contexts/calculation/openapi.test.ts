import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    const [kind] = databaseKinds();
    if (!kind) throw new Error('No database kind');
    t = await createTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  it('documents the calculation, offer and questionnaire endpoints with their schemas', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const paths = document.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/calculation',
        '/api/calculation/{offerID}',
        '/api/offers/{offerID}',
        '/api/questionnaires/{id}',
        '/api/questionnaires/{id}/answers',
      ]),
    );
    const body = paths['/api/calculation'].post.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    expect(body.required).toEqual(
      expect.arrayContaining(['productCode', 'initialDeposit', 'duration']),
    );
    // SDIL may leave the funds out (they default to none); SB and SUL check them in the rules.
    expect(body.required).not.toContain('funds');
    expect(body.properties.funds.type).toBe('array');
    expect(Object.keys(paths['/api/calculation'].post.responses)).toEqual(
      expect.arrayContaining(['200', '401', '404', '409', '422', '429']),
    );
    expect(Object.keys(paths['/api/offers/{offerID}'].delete.responses)).toEqual(
      expect.arrayContaining(['204', '401', '404']),
    );
  });
});
