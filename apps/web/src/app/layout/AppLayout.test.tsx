import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, personalInfo } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('layout', () => {
  it('has the landmarks header, navigation, main and footer when logged in', async () => {
    mockApi({ 'GET /api/relations/me': { body: personalInfo } });
    renderApp('/mijn-vastgoed', { user: investor });
    await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Mijn vastgoed' }),
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts with a skip link "Naar de inhoud" to the main content', async () => {
    const user = userEvent.setup();
    mockApi();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#inhoud');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'inhoud');
  });
});
