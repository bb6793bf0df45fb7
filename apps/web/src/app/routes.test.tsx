import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, investor, personalInfo } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  // The side menu's data calls; the endpoints of later issues answer 404 meanwhile.
  mockApi({ 'GET /api/relations/me': { body: { ...personalInfo, Id: 3 } } });
});

async function settlesAt(app: ReturnType<typeof renderApp>, path: string) {
  await waitFor(() => expect(app.currentPath()).toBe(path));
}

describe('navigation guard', () => {
  it('/ goes to /login when logged out', async () => {
    const app = renderApp('/');
    await settlesAt(app, '/login');
  });

  it('/ goes to /mijn-vastgoed when logged in', async () => {
    const app = renderApp('/', { user: investor });
    await settlesAt(app, '/mijn-vastgoed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn vastgoed' })).toBeVisible();
  });

  it('keeps the maintenance page reachable, logged in or not', async () => {
    const loggedOut = renderApp('/maintenance');
    await settlesAt(loggedOut, '/maintenance');
    loggedOut.unmount();

    const loggedIn = renderApp('/maintenance', { user: investor });
    await settlesAt(loggedIn, '/maintenance');
  });

  it('sends a non-admin going to /admin to /mijn-investeringen', async () => {
    const app = renderApp('/admin', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mijn investeringen' }),
    ).toBeVisible();
  });

  it('lets an admin open /admin, without the left menu', async () => {
    const app = renderApp('/admin', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beleggers' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
  });

  it("sends a non-admin going to an investor's detail to /mijn-investeringen", async () => {
    const app = renderApp('/admin/beleggers/6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01', {
      user: investor,
    });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('sends a non-admin going to the audit log to /mijn-investeringen', async () => {
    const app = renderApp('/admin/audit', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('lets an admin open /admin/audit, without the left menu, with the admin navigation', async () => {
    const app = renderApp('/admin/audit', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/audit');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Beheer' })).toBeVisible();
  });

  it('sends a non-admin going to the back-office log to /mijn-investeringen', async () => {
    const app = renderApp('/admin/audit/backoffice', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('lets an admin open /admin/audit/backoffice from the audit log', async () => {
    const app = renderApp('/admin/audit', { user: admin });
    const tabs = await screen.findByRole('navigation', { name: 'Auditlog' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Backoffice' }));
    await settlesAt(app, '/admin/audit/backoffice');
    expect(screen.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Auditlog' })).getByRole('link', {
          name: 'Backoffice',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('sends a non-admin going to the payouts to /mijn-investeringen', async () => {
    const app = renderApp('/admin/uitbetalingen', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('lets an admin open /admin/uitbetalingen, without the left menu, with the admin navigation', async () => {
    const app = renderApp('/admin/uitbetalingen', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitbetalingen' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/uitbetalingen');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitbetalingen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a non-admin going to the NAVs page to /mijn-investeringen', async () => {
    const app = renderApp('/admin/koersen', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('lets an admin open /admin/koersen, without the left menu, linked from the admin navigation', async () => {
    const app = renderApp('/admin/koersen', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Koersen' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/koersen');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getByRole('link', { name: 'Koersen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a non-admin going to the distributions to /mijn-investeringen', async () => {
    const app = renderApp('/admin/uitkeringen', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('lets an admin open /admin/uitkeringen, without the left menu, linked from the admin navigation', async () => {
    const app = renderApp('/admin/uitkeringen', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitkeringen' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/uitkeringen');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getByRole('link', { name: 'Uitkeringen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a non-admin going to the jobs page to /mijn-investeringen', async () => {
    const app = renderApp('/admin/taken', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('lets an admin open /admin/taken, without the left menu, linked from the admin navigation', async () => {
    const app = renderApp('/admin/taken', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Taken' })).toBeVisible();
    expect(app.currentPath()).toBe('/admin/taken');
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Beheer' });
    expect(within(nav).getByRole('link', { name: 'Taken' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a logged-in user going to /login to / (and so on to /mijn-vastgoed)', async () => {
    const app = renderApp('/login', { user: investor });
    await settlesAt(app, '/mijn-vastgoed');
  });

  it('sends a logged-in user on /login with a redirect to that local page', async () => {
    const app = renderApp('/login?redirect=%2Ffondsen-tabel%3Fsortering%3Dnaam', {
      user: investor,
    });
    await settlesAt(app, '/fondsen-tabel?sortering=naam');
  });

  it('never follows a redirect to another site', async () => {
    const app = renderApp('/login?redirect=%2F%2Fevil.example.com', { user: investor });
    await settlesAt(app, '/mijn-vastgoed');
  });

  it('sends a logged-out visitor of a protected route to login with the full path and query', async () => {
    const app = renderApp('/contractbeheer/12/wijzigen/adres?stap=2&bron=mail');
    await settlesAt(
      app,
      `/login?redirect=${encodeURIComponent('/contractbeheer/12/wijzigen/adres?stap=2&bron=mail')}`,
    );
    expect(app.currentPath()).toBe(
      '/login?redirect=%2Fcontractbeheer%2F12%2Fwijzigen%2Fadres%3Fstap%3D2%26bron%3Dmail',
    );
  });

  it('sends /admin to login first when logged out', async () => {
    const app = renderApp('/admin');
    await settlesAt(app, '/login?redirect=%2Fadmin');
  });

  it('sends an unknown path to /mijn-investeringen', async () => {
    const app = renderApp('/bestaat-niet', { user: investor });
    await settlesAt(app, '/mijn-investeringen');
  });

  it('sends an unknown path, logged out, on to login for /mijn-investeringen', async () => {
    const app = renderApp('/bestaat/niet?x=1');
    await settlesAt(app, '/login?redirect=%2Fmijn-investeringen');
  });
});

describe('the route table', () => {
  const protectedPages: [string, string][] = [
    ['/mijn-vastgoed', 'Mijn vastgoed'],
    ['/mijn-investeringen', 'Mijn investeringen'],
    ['/mijn-betaling-afronden', 'Betaling afronden'],
    ['/mijn-berekeningen', 'Mijn berekeningen'],
    ['/fondsen-tabel', 'Fondsenoverzicht'],
    ['/twikey-result', 'Resultaat incassomachtiging'],
    ['/ideal-result', 'Resultaat iDEAL-betaling'],
    ['/synvest-ideal-result', 'Resultaat iDEAL-betaling fondsbelegging'],
    ['/nederlands-vastgoed', 'Nederlands vastgoed'],
    ['/duits-vastgoed', 'Duits vastgoed'],
    ['/amerikaans-vastgoed', 'Amerikaans vastgoed'],
    ['/leningenfonds', 'Leningenfonds'],
    ['/mijn-instellingen/wachtwoord', 'Wachtwoord en beveiliging'],
    ['/mijn-instellingen/overige-relaties', 'Overige relaties'],
    ['/mijn-instellingen/persoonlijke-informatie', 'Persoonlijke informatie'],
    ['/contractbeheer/42/transacties', 'Transacties'],
    ['/contractbeheer/42/rendement', 'Rendement'],
    ['/contractbeheer/42/gegevens', 'Contractgegevens'],
    ['/contractbeheer/42/wijzigen', 'Contract wijzigen'],
    ['/contractbeheer/42/wijzigen/iban', 'Contract wijzigen'],
    ['/contractbeheer/42/historie', 'Historie'],
    ['/contractbeheer/42/documenten', 'Documenten'],
    ['/contractbeheer/42/verkocht', 'Verkocht'],
    ['/contractbeheer/42/bijstorten', 'Bijstorten'],
    ['/contractbeheer/42/verkopen', 'Verkopen'],
  ];

  it.each(protectedPages)('%s exists for a logged-in user', async (path, title) => {
    const app = renderApp(path, { user: investor });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(app.currentPath()).toBe(path);
  });

  it.each(protectedPages.map(([path]) => path))('%s needs a login', async (path) => {
    const app = renderApp(path);
    await settlesAt(app, `/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each([
    '/login',
    '/account-aanmaken',
    '/wachtwoord-vergeten',
    '/wachtwoord-reset?token=abc',
    '/account-bevestigen?token=abc',
    '/e-mailadres-bevestigen?token=abc',
    '/contact',
    '/about',
    '/maintenance',
    '/test',
    '/berekenen/bedrag-beleggen',
    '/berekenen/lijfrente-opbouwen',
    '/berekenen/lijfrente-uitkeren',
  ])('%s needs no login', async (path) => {
    mockApi({
      'GET /healthz': { body: { status: 'ok' } },
      'GET /readyz': { body: { status: 'ok', database: 'ok' } },
      'POST /api/register/confirm': {
        status: 422,
        body: { message: 'x', errors: { ErrorMessage: ['x'] } },
      },
    });
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(app.currentPath()).toBe(path);
  });

  it('names the change from the path', async () => {
    renderApp('/contractbeheer/4711/wijzigen/maandinleg', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maandinleg wijzigen' }),
    ).toBeVisible();
  });
});
