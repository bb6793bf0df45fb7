import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { investor, testRuntimeConfig } from '../../../test/fixtures';
import { errorBody } from '../../../test/mock-api';
import { mockPortfolioApi, withoutRetries } from '../../../test/portfolio-api-mock';
import { tableRows } from '../../../test/queries';
import { renderApp } from '../../../test/render-app';

describe('/contractbeheer/:id/documenten', () => {
  it('lists the documents with a PDF download link each', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/documenten', { user: investor });
    const table = await screen.findByRole('table', { name: 'Documenten bij dit contract' });
    expect(tableRows(table)).toEqual([
      ['Document', 'Soort', 'Datum', 'Downloaden'],
      [
        'Contractbevestiging',
        'Contractbevestiging',
        '01-03-2019',
        'Download PDF: Contractbevestiging',
      ],
      ['Jaaroverzicht 2024', 'Jaaroverzicht', '01-01-2025', 'Download PDF: Jaaroverzicht 2024'],
    ]);
    const link = within(table).getByRole('link', { name: 'Download PDF: Jaaroverzicht 2024' });
    expect(link).toHaveAttribute('href', '/api/contracts/1001/documenten/jaaroverzicht-2024');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(screen.getByText(/aangifte inkomstenbelasting \(box 3\)/)).toBeVisible();
  });

  it('puts the API base before the download address', async () => {
    setRuntimeConfig({ ...testRuntimeConfig, apiBase: 'https://api.example.nl' });
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/documenten', { user: investor });
    expect(
      await screen.findByRole('link', { name: 'Download PDF: Contractbevestiging' }),
    ).toHaveAttribute(
      'href',
      'https://api.example.nl/api/contracts/1001/documenten/contractbevestiging',
    );
  });

  it('says so when there are no documents yet', async () => {
    mockPortfolioApi({ 'GET /api/contracts/1003/documenten': { body: { data: [] } } });
    renderApp('/contractbeheer/1003/documenten', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nog geen documenten' }),
    ).toBeVisible();
  });

  it('shows an error when the list cannot be loaded', async () => {
    withoutRetries();
    mockPortfolioApi({
      'GET /api/contracts/1001/documenten': {
        status: 500,
        body: errorBody('Er is iets misgegaan.'),
      },
    });
    renderApp('/contractbeheer/1001/documenten', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De documenten konden niet worden geladen',
    );
  });

  it('links the documents of the contract’s fund, its KID first', async () => {
    mockPortfolioApi();
    renderApp('/contractbeheer/1001/documenten', { user: investor });
    const list = await screen.findByRole('list', {
      name: 'Documenten van het Nederlands Vastgoedfonds',
    });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Essentiële-informatiedocument (pdf)',
      'Participatievoorwaarden (pdf)',
      'Informatiememorandum (pdf)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/funds/1/documents/essentiele-informatie');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });
});
