import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, personalInfo } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { contracts, summaries } from '../../test/portfolio-fixtures';
import { renderApp } from '../../test/render-app';

function api() {
  return mockApi({
    'GET /api/relations/me': { body: personalInfo },
    'GET /api/contracts/summaries': { body: summaries },
    'GET /api/contracts': { body: contracts },
  });
}

function menuButton() {
  return within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
}

async function sideMenu() {
  return screen.findByRole('navigation', { name: 'Hoofdmenu' });
}

// The CSS hides the button on a wide screen and the closed menu on a narrow one; jsdom applies
// no CSS, so these tests hold the disclosure's state: aria-expanded, the open class and focus.
describe('the side menu behind the Menu button', () => {
  it('is a closed disclosure button in the header that controls the menu', async () => {
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await sideMenu();

    const button = menuButton();
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(nav.id).not.toBe('');
    expect(nav).not.toHaveClass('side-menu-open');
  });

  it('opens with the focus on the first link and closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    const nav = await sideMenu();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('side-menu-open');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Mijn vastgoed' })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('side-menu-open');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Escape from the button too, and toggles with a second click', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/mijn-vastgoed', { user: investor });
    await sideMenu();

    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    menuButton().focus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed and puts the focus on the new page', async () => {
    const user = userEvent.setup();
    api();
    const app = renderApp('/mijn-vastgoed', { user: investor });
    const nav = await sideMenu();

    await user.click(menuButton());
    await user.click(within(nav).getByRole('link', { name: 'Nederlands vastgoed' }));

    await waitFor(() => expect(app.currentPath()).toBe('/nederlands-vastgoed'));
    // The router's state changes before React has rendered the new location.
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(nav).not.toHaveClass('side-menu-open');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('is not there without the side menu: logged out, or on a page without the menu', async () => {
    mockApi({ 'GET /api/relations/me': { body: personalInfo } });
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
