import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('shows the foundation with phone, e-mail, opening hours and postal address', () => {
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
    expect(
      screen.getByRole('heading', { name: 'Stichting Beleggersportaal Administratiekantoor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '020 794 25 80' })).toHaveAttribute(
      'href',
      'tel:+31207942580',
    );
    expect(
      screen.getByRole('link', { name: 'info@stichting-beleggersportaal.nl' }),
    ).toHaveAttribute('href', 'mailto:info@stichting-beleggersportaal.nl');
    expect(screen.getByText(/maandag tot en met vrijdag van 9\.00 tot 17\.00 uur/)).toBeVisible();
    expect(screen.getByText('Postbus 75123').closest('address')).toHaveTextContent(
      'Postbus 751231070 AC Amsterdam',
    );
  });

  it('names the e-mail and postal address the server is configured with', () => {
    setRuntimeConfig({
      ...testRuntimeConfig,
      contactEmail: 'vragen@fondsbeheer.nl',
      contactPostalAddress: ['Herengracht 1', '1015 BA Amsterdam', 'Nederland'],
    });
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('link', { name: 'vragen@fondsbeheer.nl' })).toHaveAttribute(
      'href',
      'mailto:vragen@fondsbeheer.nl',
    );
    expect(screen.queryByText(/beleggersportaal\.example/)).toBeNull();
    const address = screen.getByText('Herengracht 1').closest('address');
    expect(address).toHaveTextContent('Herengracht 11015 BA AmsterdamNederland');
    expect(screen.queryByText(/Postbus 75123/)).toBeNull();
  });

  it('links to the contact page of the website from the config, in a new tab', () => {
    renderRoute(<ContactPage />, { path: '/contact' });
    const link = screen.getByRole('link', { name: /Contact op onze website/ });
    expect(link).toHaveAttribute('href', testRuntimeConfig.contactUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opent in een nieuw tabblad)');
  });
});
