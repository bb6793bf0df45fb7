import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../lib/cookies';
import { CookieBanner } from './CookieBanner';

function visit(search: string) {
  window.history.replaceState(null, '', `/login${search}`);
}

describe('CookieBanner', () => {
  afterEach(() => visit(''));

  it('tells about cookies until "Sluit melding" is clicked, which sets hasCookie', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);

    const banner = screen.getByRole('region', { name: 'Cookiemelding' });
    expect(banner).toHaveTextContent(/gebruikt cookies/);

    await user.click(screen.getByRole('button', { name: 'Sluit melding' }));

    expect(screen.queryByRole('region', { name: 'Cookiemelding' })).not.toBeInTheDocument();
    expect(readCookie('hasCookie')).toBe('true');
  });

  it('is not shown when the cookie is already set', () => {
    document.cookie = 'hasCookie=true; Path=/';
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookiemelding' })).not.toBeInTheDocument();
  });

  it('is not shown and sets the cookie silently when the URL carries gclid', () => {
    visit('?gclid=EAIaIQobChMI');
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookiemelding' })).not.toBeInTheDocument();
    expect(readCookie('hasCookie')).toBe('true');
  });

  it('is shown again for a visit without the cookie', () => {
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookiemelding' })).toBeInTheDocument();
    expect(readCookie('hasCookie')).toBeNull();
  });
});
