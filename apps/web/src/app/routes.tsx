import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FlowReturnSlot } from '../ui/flow-return-slot';
import { UnfinishedWorkSlot } from '../ui/unfinished-work-slot';
import { RedirectIfLoggedIn, RequireAdmin, RequireAuth, RootRedirect } from './guards';
import { AppLayout } from './layout/AppLayout';
import * as Page from './pages';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-handle';

const withoutSideMenu: RouteHandle = { hideSideMenu: true };

/** Reachable without logging in (the calculations work anonymously too). */
const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    element: (
      <RedirectIfLoggedIn>
        <Page.LoginPage />
      </RedirectIfLoggedIn>
    ),
  },
  { path: 'account-aanmaken', element: <Page.CreateAccountPage /> },
  { path: 'wachtwoord-vergeten', element: <Page.ForgotPasswordPage /> },
  { path: 'wachtwoord-reset', element: <Page.ResetPasswordPage /> },
  { path: 'account-bevestigen', element: <Page.ConfirmAccountPage /> },
  { path: 'e-mailadres-bevestigen', element: <Page.EmailConfirmPage /> },
  { path: 'contact', element: <Page.ContactPage /> },
  { path: 'about', element: <Page.AboutPage /> },
  { path: 'maintenance', element: <Page.MaintenancePage /> },
  { path: 'test', element: <Page.TestPage /> },
  { path: 'berekenen/bedrag-beleggen', element: <Page.BedragBeleggenPage /> },
  { path: 'berekenen/lijfrente-opbouwen', element: <Page.LijfrenteOpbouwenPage /> },
  { path: 'berekenen/lijfrente-uitkeren', element: <Page.LijfrenteUitkerenPage /> },
];

const contractRoutes: RouteObject[] = [
  { path: 'transacties', element: <Page.ContractTransactiesPage /> },
  { path: 'rendement', element: <Page.ContractRendementPage /> },
  { path: 'gegevens', element: <Page.ContractGegevensPage /> },
  { path: 'wijzigen/:option?', element: <Page.ContractWijzigenPage /> },
  { path: 'historie', element: <Page.ContractHistoriePage /> },
  { path: 'documenten', element: <Page.ContractDocumentenPage /> },
  { path: 'verkocht', element: <Page.ContractVerkochtPage /> },
  { path: 'bijstorten', element: <Page.ContractBijstortenPage /> },
  { path: 'verkopen', element: <Page.ContractVerkopenPage /> },
].map((route) => ({ ...route, path: `contractbeheer/:contractId/${route.path}` }));

/** Only for logged-in users; logged out, they go to login and come back afterwards. */
const protectedRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/audit',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminAuditPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/audit/backoffice',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminBackOfficeLogPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/koersen',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminKoersenPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/uitkeringen',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminUitkeringenPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/uitbetalingen',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminUitbetalingenPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/taken',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminTakenPage />
      </RequireAdmin>
    ),
  },
  {
    path: 'admin/beleggers/:id',
    handle: withoutSideMenu,
    element: (
      <RequireAdmin>
        <Page.AdminInvestorPage />
      </RequireAdmin>
    ),
  },
  { path: 'mijn-vastgoed', element: <Page.MijnVastgoedPage /> },
  { path: 'mijn-investeringen', element: <Page.MijnInvesteringenPage /> },
  { path: 'mijn-betaling-afronden', element: <Page.BetalingAfrondenPage /> },
  {
    path: 'mijn-berekeningen',
    element: (
      // A stopped add-investment flow is finished later from here (spec §2, the older menu).
      <UnfinishedWorkSlot
        value={
          <Suspense fallback={null}>
            <Page.UnfinishedInvestment />
          </Suspense>
        }
      >
        <Page.MijnBerekeningenPage />
      </UnfinishedWorkSlot>
    ),
  },
  { path: 'fondsen-tabel', element: <Page.FondsenTabelPage /> },
  {
    path: 'twikey-result',
    element: (
      <FlowReturnSlot value={Page.renderFlowReturn}>
        <Page.TwikeyResultPage />
      </FlowReturnSlot>
    ),
  },
  { path: 'ideal-result', element: <Page.IdealResultPage /> },
  {
    // The real-estate funds' checkout returns here, also from the add-investment flow.
    path: 'synvest-ideal-result',
    element: (
      <FlowReturnSlot value={Page.renderFlowReturn}>
        <Page.SynvestIdealResultPage />
      </FlowReturnSlot>
    ),
  },
  { path: 'nederlands-vastgoed', element: <Page.NederlandsVastgoedPage /> },
  { path: 'duits-vastgoed', element: <Page.DuitsVastgoedPage /> },
  { path: 'amerikaans-vastgoed', element: <Page.AmerikaansVastgoedPage /> },
  { path: 'leningenfonds', element: <Page.LeningenfondsPage /> },
  {
    path: 'mijn-instellingen/wachtwoord',
    handle: withoutSideMenu,
    element: <Page.WachtwoordPage />,
  },
  {
    path: 'mijn-instellingen/overige-relaties',
    handle: withoutSideMenu,
    element: <Page.OverigeRelatiesPage />,
  },
  {
    path: 'mijn-instellingen/persoonlijke-informatie',
    handle: withoutSideMenu,
    element: <Page.PersoonlijkeInformatiePage />,
  },
  ...contractRoutes,
];

/** The route table of spec section 2, inside the one layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...publicRoutes,
      { element: <RequireAuth />, children: protectedRoutes },
      // Unknown paths go to the investments, which sends a logged-out visitor on to login.
      { path: '*', element: <Navigate to="/mijn-investeringen" replace /> },
    ],
  },
];
