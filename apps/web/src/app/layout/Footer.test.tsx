import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { lijfrenteRuntimeConfig, testRuntimeConfig } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('footer', () => {
  it('shows the copyright with the current year and the product name', async () => {
    vi.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z'), toFake: ['Date'] });
    mockApi();
    renderApp('/contact');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2031 Beleggersportaal Vastgoed')).toBeInTheDocument();
  });

  it('names the brand of the running environment', () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    mockApi();
    renderApp('/contact');
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        `© ${new Date().getFullYear()} Beleggersportaal Lijfrente`,
      ),
    ).toBeInTheDocument();
  });

  it('shows build version 20250709.2', () => {
    mockApi();
    renderApp('/contact');
    expect(
      within(screen.getByRole('contentinfo')).getByText('Versie 20250709.2'),
    ).toBeInTheDocument();
  });

  it('links the privacy and cookie statement and the disclaimer in a new tab', () => {
    mockApi();
    renderApp('/contact');
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: /^Privacy- en cookieverklaring/ });
    const disclaimer = within(footer).getByRole('link', { name: /^Disclaimer/ });
    expect(privacy).toHaveAttribute('href', testRuntimeConfig.privacyUrl);
    expect(disclaimer).toHaveAttribute('href', testRuntimeConfig.disclaimerUrl);
    for (const link of [privacy, disclaimer]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opent in een nieuw tabblad\)$/);
    }
  });

  it('says plainly that payments and mandates are simulated when the server runs the sandbox', () => {
    const notice =
      'Testomgeving: betalingen en machtigingen zijn gesimuleerd; er wordt geen echt geld afgeschreven.';
    setRuntimeConfig({ ...testRuntimeConfig, sandboxNotice: notice });
    mockApi();
    renderApp('/contact');
    expect(within(screen.getByRole('contentinfo')).getByText(notice)).toBeVisible();
  });

  it('says nothing of a test environment on a server with real providers', () => {
    setRuntimeConfig(testRuntimeConfig);
    mockApi();
    renderApp('/contact');
    expect(within(screen.getByRole('contentinfo')).queryByText(/Testomgeving/)).toBeNull();
  });
});
