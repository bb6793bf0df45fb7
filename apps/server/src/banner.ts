import { SANDBOX_NOTICE } from '@bp/domain';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

export interface BannerFacts {
  url: string;
  publicUrl: string;
  database: 'pglite' | 'postgres';
  dataDir: string;
  seeded: boolean;
  maintenanceMode: boolean;
  /** A sandbox provider simulates payments or mandates (sandboxInUse). */
  sandboxProviders: boolean;
  /** Server processes (WORKERS) that share the port. */
  workers: number;
}

/** What a person starting the server needs to see: where it runs and how to log in. */
export function startupBanner(facts: BannerFacts): string {
  const lines = ['', `Beleggersportaal draait op ${facts.url}`];
  if (facts.publicUrl !== facts.url) lines.push(`Publiek adres: ${facts.publicUrl}`);
  lines.push(
    facts.database === 'pglite'
      ? `Database: ingebouwde PGlite in ${facts.dataDir}`
      : 'Database: PostgreSQL (DATABASE_URL)',
  );
  lines.push(
    facts.workers === 1
      ? 'Serverprocessen: 1 (WORKERS)'
      : `Serverprocessen: ${facts.workers} (WORKERS, node:cluster; de dagelijkse taken in proces 1)`,
  );
  if (facts.seeded) lines.push('Demogegevens zijn aangemaakt in de lege database.');
  if (facts.maintenanceMode) lines.push('Onderhoudsmodus staat AAN: de API antwoordt met 503.');
  if (facts.sandboxProviders) lines.push(SANDBOX_NOTICE);
  if (facts.seeded || facts.database === 'pglite') {
    lines.push('', 'Demo-accounts (e-mailadres / wachtwoord):');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `  ${account.email.padEnd(22)} ${account.password.padEnd(20)} ${account.description}`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
