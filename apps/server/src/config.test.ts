import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxInUse } from './config';
import { runtimeConfigOf } from './contexts/platform';

const SECRET = 'x'.repeat(40);
/** A production server must name its encryption key; 32 bytes in hex. */
const KEY_HEX = 'ab'.repeat(32);
/** ... and the foundation's account the payouts leave from. */
const ACCOUNT = {
  FOUNDATION_ACCOUNT_NAME: 'Stichting Beleggersportaal',
  FOUNDATION_ACCOUNT_IBAN: 'NL91 ABNA 0417 1643 00',
  FOUNDATION_ACCOUNT_BIC: 'abnanl2a',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/portaal');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a local run on the embedded database', () => {
    const config = loadConfig({}, '/srv/portaal');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/portaal/data',
      database: { kind: 'pglite', dataDir: '/srv/portaal/data/pglite' },
      seedDemo: true,
      jwtSecret: null,
      sessionTtlMinutes: 30,
      sessionMaxHours: 12,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      maintenanceMode: false,
      environment: 'Ontwikkeling',
      brandLabel: 'vastgoed',
      errorReportingDsn: null,
      contactUrl: 'https://www.stichting-beleggersportaal.nl/contact',
      contactEmail: 'info@stichting-beleggersportaal.nl',
      contactPostalAddress: ['Postbus 75123', '1070 AC Amsterdam'],
      trustProxy: false,
    });
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://portaal:geheim@db.intern:5432/portaal',
        SEED_DEMO: '1',
        JWT_SECRET: SECRET,
        SESSION_TTL_MINUTES: '15',
        SESSION_MAX_HOURS: '8',
        PUBLIC_URL: 'https://portaal.example.nl/',
        SMTP_URL: 'smtps://mail.example.nl:465',
        MAIL_FROM: 'Portaal <portaal@example.nl>',
        MAINTENANCE_MODE: '1',
        APP_ENVIRONMENT: 'Productie',
        BRAND_LABEL: 'lijfrente',
        ERROR_REPORTING_DSN: 'https://key@errors.example.nl/3',
        CONTACT_URL: 'https://example.nl/c',
        CONTACT_EMAIL: 'vragen@fondsbeheer.nl',
        CONTACT_POSTAL_ADDRESS: 'Herengracht 1 , 1015 BA Amsterdam,Nederland',
        WEB_DIST: '/opt/web',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        SCHEDULED_JOBS: '0',
        ALLOW_SANDBOX_PROVIDERS: '1',
      },
      '/srv/portaal',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/portaal/var/data',
      database: { kind: 'postgres', url: 'postgres://portaal:geheim@db.intern:5432/portaal' },
      seedDemo: true,
      jwtSecret: SECRET,
      sessionTtlMinutes: 15,
      sessionMaxHours: 8,
      publicUrl: 'https://portaal.example.nl',
      smtpUrl: 'smtps://mail.example.nl:465',
      mailFrom: 'Portaal <portaal@example.nl>',
      maintenanceMode: true,
      environment: 'Productie',
      brandLabel: 'lijfrente',
      errorReportingDsn: 'https://key@errors.example.nl/3',
      contactUrl: 'https://example.nl/c',
      contactEmail: 'vragen@fondsbeheer.nl',
      contactPostalAddress: ['Herengracht 1', '1015 BA Amsterdam', 'Nederland'],
      webDist: '/opt/web',
      trustProxy: 1,
      logLevel: 'warn',
      scheduledJobs: false,
    });
  });

  it('seeds PostgreSQL only when SEED_DEMO=1, and PGlite unless SEED_DEMO=0', () => {
    const postgres = {
      DATABASE_URL: 'postgresql://localhost/portaal',
      JWT_SECRET: SECRET,
      ALLOW_SANDBOX_PROVIDERS: '1',
    };
    expect(loadConfig(postgres).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('adds the large demo seed only with SEED_DEMO=groot, and refuses another word', () => {
    expect(loadConfig({}).seedDemoLarge).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemoLarge).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'groot' })).toMatchObject({
      seedDemo: true,
      seedDemoLarge: true,
    });
    expect(() => loadConfig({ SEED_DEMO: 'ja' })).toThrow(
      'SEED_DEMO moet 0, 1 of groot zijn / must be 0, 1 or groot (nu / now: "ja")',
    );
  });

  it('reads the SDIL payout rate as a fraction, 2,5% unless set, at most 15%', () => {
    expect(loadConfig({}).sdilInterestRate).toBe('0.025');
    expect(loadConfig({ SDIL_INTEREST_RATE: '0.0315' }).sdilInterestRate).toBe('0.0315');
    expect(loadConfig({ SDIL_INTEREST_RATE: '0' }).sdilInterestRate).toBe('0');
    for (const bad of ['2.5', '0.16', '-0.01', '0,025', '0.0000001']) {
      expect(problemsOf({ SDIL_INTEREST_RATE: bad })[0]).toMatch(
        /^SDIL_INTEREST_RATE moet een rente/,
      );
    }
  });

  it('reads the HTTP timeouts in whole seconds, with defaults that bound slow clients', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutSeconds: 30,
      connectionTimeoutSeconds: 60,
      keepAliveTimeoutSeconds: 72,
    });
    const env = {
      REQUEST_TIMEOUT_SECONDS: '5',
      CONNECTION_TIMEOUT_SECONDS: '3600',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    };
    expect(loadConfig(env)).toMatchObject({
      requestTimeoutSeconds: 5,
      connectionTimeoutSeconds: 3600,
      keepAliveTimeoutSeconds: 1,
    });
    expect(problemsOf({ REQUEST_TIMEOUT_SECONDS: '0' })).toEqual([
      'REQUEST_TIMEOUT_SECONDS moet een geheel aantal seconden van 1 tot 600 zijn / must be a whole number of seconds from 1 to 600 (nu / now: "0")',
    ]);
    for (const [name, bad] of [
      ['REQUEST_TIMEOUT_SECONDS', '601'],
      ['CONNECTION_TIMEOUT_SECONDS', '1.5'],
      ['KEEP_ALIVE_TIMEOUT_SECONDS', 'lang'],
    ] as const) {
      expect(problemsOf({ [name]: bad })[0]).toMatch(new RegExp(`^${name} moet een geheel aantal`));
    }
  });

  it('runs one server process unless WORKERS says more, and more only on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    const postgres = {
      DATABASE_URL: 'postgres://localhost/portaal',
      JWT_SECRET: SECRET,
      ALLOW_SANDBOX_PROVIDERS: '1',
    };
    expect(loadConfig({ ...postgres, WORKERS: '2' }).workers).toBe(2);
    for (const bad of ['0', '65', '1.5', 'veel']) {
      expect(problemsOf({ WORKERS: bad })[0]).toMatch(
        /^WORKERS moet een geheel aantal van 1 tot 64 zijn/,
      );
    }
    expect(problemsOf({ WORKERS: '2' })).toEqual([
      expect.stringMatching(
        /^WORKERS groter dan 1 kan alleen met DATABASE_URL \(PostgreSQL\).* \/ WORKERS above 1 needs DATABASE_URL/,
      ),
    ]);
  });

  it('sizes the calculation pool to the cores unless told, with a bounded queue', () => {
    expect(loadConfig({})).toMatchObject({
      calculationWorkers: availableParallelism(),
      calculationQueue: 32,
    });
    expect(loadConfig({ CALCULATION_WORKERS: '3', CALCULATION_QUEUE: '0' })).toMatchObject({
      calculationWorkers: 3,
      calculationQueue: 0,
    });
    for (const bad of ['0', '65', '1.5', 'veel']) {
      expect(problemsOf({ CALCULATION_WORKERS: bad })[0]).toMatch(
        /^CALCULATION_WORKERS moet een geheel aantal van 1 tot 64 zijn/,
      );
    }
    for (const bad of ['-1', '10001', '2.5']) {
      expect(problemsOf({ CALCULATION_QUEUE: bad })[0]).toMatch(
        /^CALCULATION_QUEUE moet een geheel aantal van 0 tot 10000 zijn/,
      );
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust all"', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    for (const bad of [
      'true',
      'yes',
      '-1',
      '100',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0',
      'a,b',
      '1,',
    ]) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        `TRUST_PROXY moet 0, een aantal proxy-hops (1 tot 99) of een kommalijst van proxy-adressen/CIDR-reeksen zijn (bijvoorbeeld 1 of 10.0.0.0/8,127.0.0.1) / must be 0, a number of proxy hops (1 to 99) or a comma-separated list of proxy addresses/CIDR ranges (for example 1 or 10.0.0.0/8,127.0.0.1) (nu / now: "${bad}")`,
      ]);
    }
  });

  it('reads the absolute session lifetime in whole hours, 1 to 168', () => {
    for (const bad of ['0', '169', '1.5', 'twaalf']) {
      expect(problemsOf({ SESSION_MAX_HOURS: bad }), bad).toEqual([
        `SESSION_MAX_HOURS moet een geheel aantal uren van 1 tot 168 zijn / must be a whole number of hours from 1 to 168 (nu / now: "${bad}")`,
      ]);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', BRAND_LABEL: ' ' }).port).toBe(3000);
  });

  it('names each bad variable in Dutch and English', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT moet een poortnummer van 0 tot 65535 zijn / must be a port number from 0 to 65535 (nu / now: "abc")',
    ]);
    expect(problemsOf({ BRAND_LABEL: 'foo' })).toEqual([
      'BRAND_LABEL moet een van vastgoed, lijfrente zijn / must be one of vastgoed, lijfrente (nu / now: "foo")',
    ]);
    const [short] = problemsOf({ JWT_SECRET: 'kort' });
    expect(short).toContain('JWT_SECRET moet minstens 32 tekens lang zijn');
    expect(short).not.toContain('kort"');
  });

  it('runs the scheduled jobs unless SCHEDULED_JOBS=0', () => {
    expect(loadConfig({}).scheduledJobs).toBe(true);
    expect(loadConfig({ SCHEDULED_JOBS: '1' }).scheduledJobs).toBe(true);
    expect(loadConfig({ SCHEDULED_JOBS: '0' }).scheduledJobs).toBe(false);
    expect(problemsOf({ SCHEDULED_JOBS: 'nee' })).toEqual([
      'SCHEDULED_JOBS moet 0 of 1 zijn / must be 0 or 1 (nu / now: "nee")',
    ]);
  });

  it('reads the contact page’s mailbox and postal address, the foundation’s by default, and reports both problems at once', () => {
    const defaults = runtimeConfigOf(loadConfig({}));
    expect(defaults.contactEmail).toBe('info@stichting-beleggersportaal.nl');
    expect(defaults.contactPostalAddress).toEqual(['Postbus 75123', '1070 AC Amsterdam']);
    const configured = runtimeConfigOf(
      loadConfig({
        CONTACT_EMAIL: 'vragen@fondsbeheer.nl',
        CONTACT_POSTAL_ADDRESS: 'Herengracht 1, 1015 BA Amsterdam',
      }),
    );
    expect(configured.contactEmail).toBe('vragen@fondsbeheer.nl');
    expect(configured.contactPostalAddress).toEqual(['Herengracht 1', '1015 BA Amsterdam']);
    expect(problemsOf({ CONTACT_EMAIL: 'info@', CONTACT_POSTAL_ADDRESS: 'Herengracht 1' })).toEqual(
      [
        'CONTACT_EMAIL moet een e-mailadres zijn (bijvoorbeeld info@stichting-beleggersportaal.nl) / must be an e-mail address (for example info@stichting-beleggersportaal.nl) (nu / now: "info@")',
        'CONTACT_POSTAL_ADDRESS moet een postadres van 2 tot 4 regels zijn, gescheiden door komma\'s (bijvoorbeeld "Postbus 75123, 1070 AC Amsterdam") / must be a postal address of 2 to 4 lines separated by commas (for example "Postbus 75123, 1070 AC Amsterdam") (nu / now: "Herengracht 1")',
      ],
    );
  });

  it('reports all problems at once', () => {
    const problems = problemsOf({
      PORT: '70000',
      SESSION_TTL_MINUTES: 'lang',
      PUBLIC_URL: 'ftp://portaal',
      MAINTENANCE_MODE: 'ja',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'SESSION_TTL_MINUTES',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAINTENANCE_MODE',
      'MOLLIE_API_KEY',
    ]);
    expect(new ConfigError(problems).message).toMatch(
      /^Ongeldige configuratie \/ Invalid configuration:\n {2}- PORT/,
    );
  });

  it('requires JWT_SECRET with a PostgreSQL database or in production', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://localhost/portaal' })[0]).toMatch(
      /^JWT_SECRET is verplicht/,
    );
    expect(problemsOf({ NODE_ENV: 'production' })[0]).toMatch(/^JWT_SECRET is verplicht/);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        DATA_ENCRYPTION_KEY: KEY_HEX,
        ALLOW_SANDBOX_PROVIDERS: '1',
        ...ACCOUNT,
      }),
    ).toEqual([]);
  });

  it('reads DATA_ENCRYPTION_KEY as 32 bytes in hex or base64; none means one generated in DATA_DIR', () => {
    expect(loadConfig({}).dataEncryptionKey).toBeNull();
    expect(loadConfig({ DATA_ENCRYPTION_KEY: KEY_HEX }).dataEncryptionKey).toEqual(
      Buffer.alloc(32, 0xab),
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_ENCRYPTION_KEY: base64 }).dataEncryptionKey).toEqual(
      Buffer.alloc(32, 7),
    );
    for (const bad of [
      'geheim-maar-te-kort',
      'ab'.repeat(31),
      Buffer.alloc(16).toString('base64'),
    ]) {
      const [problem] = problemsOf({ DATA_ENCRYPTION_KEY: bad });
      expect(problem).toMatch(/^DATA_ENCRYPTION_KEY moet een sleutel van 32 bytes zijn/);
      // A key, even a wrong one, is never echoed.
      expect(problem).not.toContain(bad);
    }
  });

  it('requires DATA_ENCRYPTION_KEY in production, not with PostgreSQL alone', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ALLOW_SANDBOX_PROVIDERS: '1',
      ...ACCOUNT,
    };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^DATA_ENCRYPTION_KEY is verplicht met NODE_ENV=production/) as string,
    ]);
    expect(
      problemsOf({
        DATABASE_URL: 'postgres://localhost/portaal',
        JWT_SECRET: SECRET,
        ALLOW_SANDBOX_PROVIDERS: '1',
      }),
    ).toEqual([]);
  });

  it('pays out from the foundation’s account: a demo account outside production, required in production', () => {
    expect(loadConfig({}).foundationAccount).toEqual({
      name: 'Stichting Beleggersportaal Administratiekantoor',
      iban: 'NL36INGB0007654321',
      bic: 'INGBNL2A',
    });
    expect(loadConfig(ACCOUNT).foundationAccount).toEqual({
      name: 'Stichting Beleggersportaal',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
    });
    expect(
      problemsOf({ FOUNDATION_ACCOUNT_IBAN: 'NL00ABNA0417164300', FOUNDATION_ACCOUNT_BIC: 'ABN' }),
    ).toEqual([
      expect.stringMatching(/^FOUNDATION_ACCOUNT_IBAN moet een geldig IBAN/) as string,
      expect.stringMatching(
        /^FOUNDATION_ACCOUNT_BIC moet een BIC van 8 of 11 tekens zijn/,
      ) as string,
    ]);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: KEY_HEX,
      ALLOW_SANDBOX_PROVIDERS: '1',
      FOUNDATION_ACCOUNT_IBAN: ACCOUNT.FOUNDATION_ACCOUNT_IBAN,
    };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(
        /^FOUNDATION_ACCOUNT_NAME, FOUNDATION_ACCOUNT_BIC verplicht met NODE_ENV=production/,
      ) as string,
    ]);
  });

  it('looks addresses up at PDOK’s public Locatieserver unless PDOK_LOCATIESERVER_URL says otherwise', () => {
    expect(loadConfig({}).pdokLocatieserverUrl).toBe(
      'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
    );
    expect(
      loadConfig({ PDOK_LOCATIESERVER_URL: 'http://127.0.0.1:8081/locatieserver/' })
        .pdokLocatieserverUrl,
    ).toBe('http://127.0.0.1:8081/locatieserver');
    expect(problemsOf({ PDOK_LOCATIESERVER_URL: 'ftp://pdok' })[0]).toMatch(
      /^PDOK_LOCATIESERVER_URL moet een http\(s\)-adres zijn/,
    );
  });

  it('uses the sandbox providers when no provider key is set', () => {
    expect(loadConfig({})).toMatchObject({
      mollie: null,
      twikey: null,
      sandboxProvidersAllowed: true,
    });
  });

  it('reads Mollie: a test_ or live_ key, the API at api.mollie.com unless overridden (https only)', () => {
    const key = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(loadConfig({ MOLLIE_API_KEY: key }).mollie).toEqual({
      apiKey: key,
      apiUrl: 'https://api.mollie.com/v2/',
    });
    const live = `live_${'a'.repeat(30)}`;
    expect(
      loadConfig({ MOLLIE_API_KEY: live, MOLLIE_API_URL: 'https://mollie.intern:8443/v2/' }).mollie,
    ).toEqual({ apiKey: live, apiUrl: 'https://mollie.intern:8443/v2/' });
    for (const bad of [
      'dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      'test_kort',
      'prod_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    ]) {
      const problems = problemsOf({ MOLLIE_API_KEY: bad });
      expect(problems).toEqual([
        'MOLLIE_API_KEY moet een Mollie API-sleutel zijn die met test_ of live_ begint / must be a Mollie API key starting with test_ or live_',
      ]);
    }
    expect(problemsOf({ MOLLIE_API_URL: 'http://127.0.0.1:9000/v2/' })[0]).toMatch(
      /^MOLLIE_API_URL moet een https-adres zijn/,
    );
  });

  it('reads Twikey and requires its template and website key with the API key', () => {
    const twikey = {
      TWIKEY_API_KEY: '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8',
      TWIKEY_TEMPLATE_ID: '1234',
      TWIKEY_WEBSITE_KEY: 'AEB24D30D4D6F3538413A11F9C81D680',
    };
    expect(loadConfig(twikey).twikey).toEqual({
      apiKey: twikey.TWIKEY_API_KEY,
      templateId: '1234',
      websiteKey: twikey.TWIKEY_WEBSITE_KEY,
      apiUrl: 'https://api.twikey.com/creditor',
    });
    expect(
      loadConfig({ ...twikey, TWIKEY_API_URL: 'https://api.beta.twikey.com/creditor/' }).twikey
        ?.apiUrl,
    ).toBe('https://api.beta.twikey.com/creditor');
    expect(problemsOf({ TWIKEY_API_KEY: twikey.TWIKEY_API_KEY })).toEqual([
      'TWIKEY_TEMPLATE_ID is verplicht met TWIKEY_API_KEY / TWIKEY_TEMPLATE_ID is required with TWIKEY_API_KEY',
      'TWIKEY_WEBSITE_KEY is verplicht met TWIKEY_API_KEY / TWIKEY_WEBSITE_KEY is required with TWIKEY_API_KEY',
    ]);
    expect(problemsOf({ ...twikey, TWIKEY_TEMPLATE_ID: 'sjabloon' })).toEqual([
      'TWIKEY_TEMPLATE_ID moet het nummer van een Twikey-contractsjabloon zijn / must be the number of a Twikey contract template (nu / now: "sjabloon")',
    ]);
  });

  it('refuses the sandbox providers in production unless ALLOW_SANDBOX_PROVIDERS=1', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: KEY_HEX,
      ...ACCOUNT,
    };
    expect(problemsOf(production)).toEqual([
      'MOLLIE_API_KEY en TWIKEY_API_KEY ontbreken met NODE_ENV=production: de sandbox voor betalingen en machtigingen is daar alleen toegestaan met ALLOW_SANDBOX_PROVIDERS=1 / MOLLIE_API_KEY and TWIKEY_API_KEY missing with NODE_ENV=production: the sandbox providers are only allowed there with ALLOW_SANDBOX_PROVIDERS=1',
    ]);
    const withMollie = { ...production, MOLLIE_API_KEY: `live_${'b'.repeat(30)}` };
    expect(problemsOf(withMollie)[0]).toMatch(/^TWIKEY_API_KEY ontbreekt met NODE_ENV=production/);
    const demo = { ...production, ALLOW_SANDBOX_PROVIDERS: '1' };
    expect(loadConfig(demo).sandboxProvidersAllowed).toBe(true);
    expect(
      loadConfig({ ...production, ALLOW_SANDBOX_PROVIDERS: '0', ...realProviders() }),
    ).toMatchObject({
      sandboxProvidersAllowed: false,
      mollie: { apiKey: expect.stringMatching(/^live_/) as string },
      twikey: { templateId: '1234' },
    });
    // On a developer's embedded database the flag is not needed.
    expect(loadConfig({ ALLOW_SANDBOX_PROVIDERS: '0' }).sandboxProvidersAllowed).toBe(true);
  });

  it('refuses the sandbox providers with DATABASE_URL and no NODE_ENV unless ALLOW_SANDBOX_PROVIDERS=1', () => {
    const deployment = { DATABASE_URL: 'postgres://localhost/portaal', JWT_SECRET: SECRET };
    expect(problemsOf(deployment)).toEqual([
      'MOLLIE_API_KEY en TWIKEY_API_KEY ontbreken met DATABASE_URL: de sandbox voor betalingen en machtigingen is daar alleen toegestaan met ALLOW_SANDBOX_PROVIDERS=1 / MOLLIE_API_KEY and TWIKEY_API_KEY missing with DATABASE_URL: the sandbox providers are only allowed there with ALLOW_SANDBOX_PROVIDERS=1',
    ]);
    // All problems at once: a bad value elsewhere is reported beside it.
    expect(problemsOf({ ...deployment, PORT: 'x' })).toHaveLength(2);
    const allowed = loadConfig({ ...deployment, ALLOW_SANDBOX_PROVIDERS: '1' });
    expect(allowed.sandboxProvidersAllowed).toBe(true);
    expect(sandboxInUse(allowed)).toBe(true);
    const real = loadConfig({ ...deployment, ...realProviders() });
    expect(real.sandboxProvidersAllowed).toBe(false);
    expect(sandboxInUse(real)).toBe(false);
  });

  it('never echoes secrets or connection strings', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://root:supergeheim@db',
      JWT_SECRET: 'geheim123',
      MOLLIE_API_KEY: 'test_geheimmollie',
      TWIKEY_API_KEY: 'geheimtwikey',
      TWIKEY_WEBSITE_KEY: 'geheimsite',
      TWIKEY_TEMPLATE_ID: '1',
    });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).not.toMatch(
      /supergeheim|geheim123|geheimmollie|geheimtwikey|geheimsite/,
    );
  });
});

function realProviders(): Record<string, string> {
  return {
    MOLLIE_API_KEY: `live_${'c'.repeat(30)}`,
    TWIKEY_API_KEY: '1F0A2B3C-4D5E-6F70-8192-A3B4C5D6E7F8',
    TWIKEY_TEMPLATE_ID: '1234',
    TWIKEY_WEBSITE_KEY: 'AEB24D30D4D6F3538413A11F9C81D680',
  };
}
