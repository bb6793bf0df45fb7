/**
 * Which module holds the page at each path: the modules pages.ts loads, as paths from the web
 * app's root. The build turns this into the chunks each path needs before its first render
 * (build/route-preloads.ts), and the server names those in the page it sends
 * (`<link rel="modulepreload">`), so they download beside the main chunk instead of after it.
 * First match wins; paths as in the route table (`:name` one segment, `*` the rest). A path
 * missing here only loses that head start (route-modules.test.ts holds every route to it).
 */
export const ROUTE_MODULES: readonly { path: string; module: string }[] = [
  { path: '/login', module: 'src/features/auth/LoginPage.tsx' },
  { path: '/account-aanmaken', module: 'src/features/auth/index.ts' },
  { path: '/wachtwoord-vergeten', module: 'src/features/auth/index.ts' },
  { path: '/wachtwoord-reset', module: 'src/features/auth/index.ts' },
  { path: '/account-bevestigen', module: 'src/features/auth/index.ts' },
  { path: '/e-mailadres-bevestigen', module: 'src/features/settings/index.ts' },
  { path: '/contact', module: 'src/features/pages/index.ts' },
  { path: '/about', module: 'src/features/pages/index.ts' },
  { path: '/maintenance', module: 'src/features/pages/index.ts' },
  { path: '/test', module: 'src/features/pages/index.ts' },
  { path: '/berekenen/*', module: 'src/features/calculation/pages/FlowPages.tsx' },
  { path: '/mijn-berekeningen', module: 'src/features/calculation/index.ts' },
  { path: '/admin', module: 'src/features/admin/index.ts' },
  { path: '/admin/beleggers/:id', module: 'src/features/admin/index.ts' },
  { path: '/admin/audit', module: 'src/features/admin/index.ts' },
  { path: '/admin/audit/backoffice', module: 'src/features/admin/index.ts' },
  { path: '/admin/uitkeringen', module: 'src/features/admin/index.ts' },
  { path: '/admin/uitbetalingen', module: 'src/features/admin/index.ts' },
  { path: '/admin/koersen', module: 'src/features/admin/index.ts' },
  { path: '/admin/taken', module: 'src/features/admin/index.ts' },
  { path: '/mijn-vastgoed', module: 'src/features/portfolio/MijnVastgoedPage.tsx' },
  { path: '/mijn-investeringen', module: 'src/features/portfolio/index.ts' },
  { path: '/fondsen-tabel', module: 'src/features/portfolio/index.ts' },
  { path: '/mijn-betaling-afronden', module: 'src/features/payments/index.ts' },
  { path: '/twikey-result', module: 'src/features/payments/index.ts' },
  { path: '/ideal-result', module: 'src/features/payments/index.ts' },
  { path: '/synvest-ideal-result', module: 'src/features/payments/index.ts' },
  { path: '/nederlands-vastgoed', module: 'src/features/investment-flow/index.ts' },
  { path: '/duits-vastgoed', module: 'src/features/investment-flow/index.ts' },
  { path: '/amerikaans-vastgoed', module: 'src/features/investment-flow/index.ts' },
  { path: '/leningenfonds', module: 'src/features/investment-flow/index.ts' },
  { path: '/mijn-instellingen/*', module: 'src/features/settings/index.ts' },
  {
    path: '/contractbeheer/:contractId/rendement',
    module: 'src/features/contract/pages/RendementPage.tsx',
  },
  { path: '/contractbeheer/:contractId/bijstorten', module: 'src/features/top-up/index.ts' },
  { path: '/contractbeheer/:contractId/verkopen', module: 'src/features/sell/index.ts' },
  { path: '/contractbeheer/:contractId/*', module: 'src/features/contract/index.ts' },
];
