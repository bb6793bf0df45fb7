import { describe, expect, it } from 'vitest';
import { dutchContract, dutchReturnsSinceStart } from '../../../test/portfolio-fixtures';
import { mockApi } from '../../../test/mock-api';
import { testRuntimeConfig } from '../../../test/fixtures';
import { HttpError } from '../../../lib/http';
import { contractQuery, documentUrl, returnsQuery, transactionsCsvUrl, transactionsQuery } from '.';
import { queryClient } from '../../../lib/query-client';
import { setRuntimeConfig } from '../../../lib/runtime-config';

describe('contract API', () => {
  it('takes the first element of GET /api/contracts/{id}', async () => {
    mockApi({ 'GET /api/contracts/1001': { body: [dutchContract] } });
    await expect(queryClient.fetchQuery(contractQuery(1001))).resolves.toEqual(dutchContract);
  });

  it('treats an empty answer as "Contract niet gevonden"', async () => {
    mockApi({ 'GET /api/contracts/1001': { body: [] } });
    const failure = queryClient.fetchQuery({ ...contractQuery(1001), retry: false });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: 'Contract niet gevonden.',
    });
  });

  it('asks for transactions with the period and page, and for returns with van and tot', async () => {
    const api = mockApi({
      'GET /api/contracts/1001/transacties': {
        body: { data: [], pagina: 2, perPagina: 25, totaal: 30 },
      },
      'GET /api/contracts/1001/rendement': { body: dutchReturnsSinceStart },
    });
    await queryClient.fetchQuery(
      transactionsQuery(1001, { van: '2024-01-01', tot: '2024-12-31', pagina: 2 }),
    );
    await queryClient.fetchQuery(transactionsQuery(1001, { van: null, tot: null, pagina: 1 }));
    await queryClient.fetchQuery(returnsQuery(1001, '2024-01-01', '2024-12-31'));
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/contracts/1001/transacties?van=2024-01-01&tot=2024-12-31&pagina=2&perPagina=25',
      '/api/contracts/1001/transacties?pagina=1&perPagina=25',
      '/api/contracts/1001/rendement?van=2024-01-01&tot=2024-12-31',
    ]);
  });

  it('builds download addresses on the API base', () => {
    expect(transactionsCsvUrl(1001, null, null)).toBe(
      '/api/contracts/1001/transacties?formaat=csv',
    );
    setRuntimeConfig({ ...testRuntimeConfig, apiBase: 'https://api.example.nl' });
    expect(transactionsCsvUrl(1001, '2024-01-01', '2024-12-31')).toBe(
      'https://api.example.nl/api/contracts/1001/transacties?van=2024-01-01&tot=2024-12-31&formaat=csv',
    );
    expect(documentUrl(1001, 'jaaroverzicht 2024/1')).toBe(
      'https://api.example.nl/api/contracts/1001/documenten/jaaroverzicht%202024%2F1',
    );
  });
});
