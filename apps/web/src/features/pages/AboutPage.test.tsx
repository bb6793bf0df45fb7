import { BUILD_VERSION } from '@bp/api-schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { lijfrenteRuntimeConfig, testRuntimeConfig } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('explains what the portal offers and who runs it', () => {
    renderRoute(<AboutPage />, { path: '/about' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Over Beleggersportaal');
    expect(screen.getByText(/vastgoedfondsen/)).toBeVisible();
    expect(screen.getByText(/bedrag beleggen \(SB\)/)).toHaveTextContent(
      'een lijfrente opbouwen (SUL) of een lijfrente laten uitkeren (SDIL)',
    );
    expect(screen.getByRole('heading', { name: 'Wie wij zijn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
  });

  it('carries the past-performance warning and the build version', () => {
    renderRoute(<AboutPage />, { path: '/about' });
    expect(
      screen.getByText(
        /In het verleden behaalde resultaten bieden geen garantie voor de toekomst\./,
      ),
    ).toBeVisible();
    expect(screen.getByText(`Versie ${BUILD_VERSION}`)).toBeVisible();
    expect(BUILD_VERSION).toBe('20250709.2');
    const disclaimer = screen.getByRole('link', { name: /Lees de disclaimer/ });
    expect(disclaimer).toHaveAttribute('href', testRuntimeConfig.disclaimerUrl);
    expect(disclaimer).toHaveAttribute('target', '_blank');
  });

  it('names the product of the current brand', () => {
    setRuntimeConfig(lijfrenteRuntimeConfig);
    renderRoute(<AboutPage />, { path: '/about' });
    expect(
      screen.getByText(/Beleggersportaal Lijfrente is het online portaal voor beleggers/),
    ).toBeVisible();
  });
});
