// The portal's own settings, one zod rule per variable: where it runs, its database, sessions,
// mail, brand and links. Their order is the order of docs/CONFIGURATION.md.
import { brandLabelSchema, type BrandLabel } from '@bp/api-schema';
import { z } from 'zod';
import type { DatabaseTarget } from '../db/client';
import { flag, httpUrl, JWT_SECRET_MIN_LENGTH, type Rule } from './checks';

export const portalRules = {
  PORT: {
    description: 'HTTP port; `0` lets the system pick a free one (tests).',
    default: '`3000`',
    // 0 lets the system pick a free port (used by tests).
    schema: z.coerce.number().int().min(0).max(65535),
    expected: 'moet een poortnummer van 0 tot 65535 zijn / must be a port number from 0 to 65535',
  } satisfies Rule<number>,
  HOST: {
    schema: z.string(),
    expected: 'een hostnaam of IP-adres / a host name or IP address',
    description: 'Interface to listen on.',
    default: '`0.0.0.0`',
  },
  DATA_DIR: {
    schema: z.string(),
    expected: 'een map / a folder',
    description:
      'Folder for the embedded database (`pglite/`), uploads (`uploads/`), mail files (`mail/`) and generated secrets.',
    default: '`./data`',
  },
  DATABASE_URL: {
    description:
      '`postgres://…` runs on a PostgreSQL server instead of the embedded database; `memory://` runs on an in-memory one.',
    default: 'the embedded database under `DATA_DIR`',
    schema: z
      .string()
      .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/)
      .transform((url): DatabaseTarget =>
        url === 'memory://' ? { kind: 'pglite', dataDir: 'memory://' } : { kind: 'postgres', url },
      ),
    expected:
      'moet met postgres:// of postgresql:// beginnen (of memory:// zijn) / must start with postgres:// or postgresql:// (or be memory://)',
    secret: true,
  } satisfies Rule<DatabaseTarget>,
  SEED_DEMO: {
    schema: z.enum(['0', '1', 'groot']),
    expected: 'moet 0, 1 of groot zijn / must be 0, 1 or groot',
    description:
      "`1` seeds the demo accounts into an empty database; `groot` also adds 5.000 investors with contracts (once), for trying the admin's search and paging at a realistic size (docs/ADMIN.md).",
    default: '`1` on the embedded database (also `memory://`), `0` on PostgreSQL',
  } satisfies Rule<'0' | '1' | 'groot'>,
  JWT_SECRET: {
    description: 'Session signing key, at least 32 characters.',
    default: 'generated into `DATA_DIR/jwt-secret`',
    requiredWhen: 'with a PostgreSQL `DATABASE_URL` or `NODE_ENV=production`',
    schema: z.string().min(JWT_SECRET_MIN_LENGTH),
    expected: `moet minstens ${JWT_SECRET_MIN_LENGTH} tekens lang zijn / must be at least ${JWT_SECRET_MIN_LENGTH} characters long`,
    secret: true,
  } satisfies Rule<string>,
  SESSION_TTL_MINUTES: {
    description:
      'Session length (2–1440 minutes); the health check renews a session past half its life.',
    default: '`30`',
    schema: z.coerce
      .number()
      .int()
      .min(2)
      .max(24 * 60),
    expected:
      'moet een geheel aantal minuten van 2 tot 1440 zijn / must be a whole number of minutes from 2 to 1440',
  } satisfies Rule<number>,
  SESSION_MAX_HOURS: {
    description: 'Absolute session lifetime from login (1–168 hours); then the user logs in again.',
    default: '`12`',
    schema: z.coerce.number().int().min(1).max(168),
    expected:
      'moet een geheel aantal uren van 1 tot 168 zijn / must be a whole number of hours from 1 to 168',
  } satisfies Rule<number>,
  PUBLIC_URL: {
    ...httpUrl('bijvoorbeeld / for example https://portaal.example.nl'),
    description:
      "The portal's public address: links in mails, the allowed `Origin`, `Secure` cookies when https.",
    default: '`http://localhost:$PORT`',
  },
  SMTP_URL: {
    description:
      '`smtp://user:pass@host:587` sends mail; without it mails are written as `.eml` files to `DATA_DIR/mail`.',
    default: '—',
    schema: z.url({ protocol: /^smtps?$/ }),
    expected: 'moet een smtp://- of smtps://-adres zijn / must be an smtp:// or smtps:// URL',
    secret: true,
  } satisfies Rule<string>,
  MAIL_FROM: {
    schema: z.string().min(3),
    expected: 'een afzender / a sender address',
    description: 'Sender of the mails.',
    default: '`Beleggersportaal <no-reply@stichting-beleggersportaal.nl>`',
  },
  MAINTENANCE_MODE: {
    ...flag,
    description: '`1`: every `/api` call answers 503 and the app shows the maintenance page.',
    default: '`0`',
  },
  APP_ENVIRONMENT: {
    description: 'Environment name shown on `/test`; `Test` turns on error reporting.',
    default: '`Ontwikkeling`',
    schema: z.string().trim().min(1).max(40),
    expected: 'een naam van 1 tot 40 tekens / a name of 1 to 40 characters',
  } satisfies Rule<string>,
  BRAND_LABEL: {
    description: 'Brand: `vastgoed` (new menu) or `lijfrente` (older annuity menu).',
    default: '`vastgoed`',
    schema: brandLabelSchema,
    expected: `moet een van ${brandLabelSchema.options.join(', ')} zijn / must be one of ${brandLabelSchema.options.join(', ')}`,
  } satisfies Rule<BrandLabel>,
  ERROR_REPORTING_DSN: {
    ...httpUrl('DSN'),
    secret: true,
    description: 'Sentry DSN for browser error reporting.',
    default: '—',
  },
  CONTACT_URL: {
    ...httpUrl('contact'),
    description: 'External contact link in header, footer and menu.',
    default: "the foundation's site (`/contact`)",
  },
  CONTACT_EMAIL: {
    description: 'The e-mail address `/contact` names: a mailbox somebody reads.',
    default: '`info@stichting-beleggersportaal.nl`',
    schema: z.email(),
    expected:
      'moet een e-mailadres zijn (bijvoorbeeld info@stichting-beleggersportaal.nl) / must be an e-mail address (for example info@stichting-beleggersportaal.nl)',
  } satisfies Rule<string>,
  CONTACT_POSTAL_ADDRESS: {
    description: 'The postal address `/contact` names, 2–4 lines separated by commas.',
    default: '`Postbus 75123, 1070 AC Amsterdam`',
    // Lines separated by commas, as an address is written on one line: "Postbus 75123, 1070 AC Amsterdam".
    schema: z
      .string()
      .transform((text) => text.split(',').map((line) => line.trim()))
      .refine(
        (lines) =>
          lines.length >= 2 &&
          lines.length <= 4 &&
          lines.every((line) => line.length > 0 && line.length <= 80),
      ),
    expected:
      'moet een postadres van 2 tot 4 regels zijn, gescheiden door komma\'s (bijvoorbeeld "Postbus 75123, 1070 AC Amsterdam") / must be a postal address of 2 to 4 lines separated by commas (for example "Postbus 75123, 1070 AC Amsterdam")',
  } satisfies Rule<string[]>,
  PRIVACY_URL: {
    ...httpUrl('privacy'),
    description: 'External link to the privacy statement.',
    default: "the foundation's site",
  },
  DISCLAIMER_URL: {
    ...httpUrl('disclaimer'),
    description: 'External link to the disclaimer.',
    default: "the foundation's site",
  },
  ANNUAL_REPORTS_URL: {
    ...httpUrl('jaarverslagen / annual reports'),
    description: 'External link to the annual reports (menu item Jaarverslagen).',
    default: "the foundation's site",
  },
} as const satisfies Record<string, Rule<unknown>>;
