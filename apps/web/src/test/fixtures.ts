import {
  BRAND_PRODUCT_NAMES,
  BUILD_VERSION,
  type Impersonation,
  type PersonalInfo,
  type RuntimeConfig,
  type User,
} from '@bp/api-schema';

/** The runtime config the tests run with: the vastgoed brand in the Ontwikkeling environment. */
export const testRuntimeConfig: RuntimeConfig = {
  environment: 'Ontwikkeling',
  label: 'vastgoed',
  productName: BRAND_PRODUCT_NAMES.vastgoed,
  apiBase: '',
  errorReportingDsn: null,
  buildVersion: BUILD_VERSION,
  contactUrl: 'https://www.stichting-beleggersportaal.nl/contact',
  contactEmail: 'info@stichting-beleggersportaal.nl',
  contactPostalAddress: ['Postbus 75123', '1070 AC Amsterdam'],
  privacyUrl: 'https://www.stichting-beleggersportaal.nl/privacy-en-cookieverklaring',
  disclaimerUrl: 'https://www.stichting-beleggersportaal.nl/disclaimer',
  annualReportsUrl: 'https://www.stichting-beleggersportaal.nl/jaarverslagen',
  sandboxNotice: null,
};

export const lijfrenteRuntimeConfig: RuntimeConfig = {
  ...testRuntimeConfig,
  label: 'lijfrente',
  productName: BRAND_PRODUCT_NAMES.lijfrente,
};

export const investor: User = {
  role: 'investor',
  email: 'belegger@example.com',
  username: 'J. de Vries',
  twoFactorEnabled: false,
};

export const newInvestor: User = {
  role: 'investor',
  email: 'nieuw@example.com',
  username: null,
  twoFactorEnabled: false,
};

export const admin: User = {
  role: 'admin',
  email: 'admin@example.com',
  username: 'Beheerder',
  twoFactorEnabled: false,
};

/** GET /api/users/me while the admin views the investor's portal (read-only, until 12:30 on Amsterdam's clock). */
export const viewing: Impersonation = {
  investorId: '00000000-0000-4000-8000-000000000007',
  investorName: 'J. de Vries',
  adminEmail: admin.email,
  mode: 'alleen-lezen',
  expiresAt: '2099-11-28T11:30:00.000Z',
};
export const impersonating: User = { ...investor, impersonation: viewing };

/** GET /api/relations/me of the investor, who has given personal information. */
export const personalInfo: PersonalInfo = {
  Id: 7,
  Initialen: 'J.',
  Tussenvoegsel: 'de',
  Achternaam: 'Vries',
  Geboortedatum: '••-••-1968',
  Email: investor.email,
  Postcode: '1011AB',
  Huisnummer: '1',
  Straatnaam: 'Damrak',
  Woonplaats: 'Amsterdam',
  Land: 'NL',
  Telefoonnummer: null,
  Mobiel: '+31612345678',
  Gebruikersnaam: investor.username,
  Bsn: '•••••2333',
};

/** GET /api/relations/me of a user who has not given personal information yet (Id 0). */
export const noPersonalInfo: PersonalInfo = {
  Id: 0,
  Initialen: null,
  Tussenvoegsel: null,
  Achternaam: null,
  Geboortedatum: null,
  Email: newInvestor.email,
  Postcode: null,
  Huisnummer: null,
  Straatnaam: null,
  Woonplaats: null,
  Land: null,
  Telefoonnummer: null,
  Mobiel: null,
  Gebruikersnaam: null,
  Bsn: null,
};
