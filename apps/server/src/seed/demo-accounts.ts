import type { Role } from '@bp/api-schema';

export interface DemoAccount {
  /** Fixed, so later demo data (contracts, funds) can refer to these users. */
  id: string;
  email: string;
  password: string;
  role: Role;
  username: string | null;
  personalInfo: {
    initialen: string;
    tussenvoegsel: string | null;
    achternaam: string;
    geboortedatum: string;
  } | null;
  /** How main.ts describes the account when it prints the demo logins. */
  description: string;
}

/** belegger@example.com, who owns the demo contracts and related persons. */
export const DEMO_INVESTOR_ID = '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01';

/** The demo investor's name on their bank account and mandates. */
export const DEMO_ACCOUNT_HOLDER = 'J. de Vries';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: DEMO_INVESTOR_ID,
    email: 'belegger@example.com',
    password: 'Belegger-demo-2026',
    role: 'investor',
    username: 'J. de Vries',
    personalInfo: {
      initialen: 'J.',
      tussenvoegsel: 'de',
      achternaam: 'Vries',
      geboortedatum: '1968-04-12',
    },
    description: 'belegger met vier vastgoedcontracten, een partner en een kind',
  },
  {
    id: '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e02',
    email: 'nieuw@example.com',
    password: 'Nieuw-demo-2026',
    role: 'investor',
    username: null,
    personalInfo: null,
    description: 'nieuwe gebruiker, nog zonder persoonlijke gegevens',
  },
  {
    id: '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e03',
    email: 'admin@example.com',
    password: 'Admin-demo-2026',
    role: 'admin',
    username: 'Beheerder',
    personalInfo: null,
    description: 'beheerder',
  },
  {
    id: '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e04',
    email: 'admin2@example.com',
    password: 'Admin2-demo-2026',
    role: 'admin',
    username: 'Tweede beheerder',
    personalInfo: null,
    description: 'tweede beheerder (vier ogen: keurt koersen en uitkeringen goed)',
  },
];
