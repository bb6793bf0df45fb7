import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner';

const base = {
  url: 'http://localhost:3000',
  publicUrl: 'http://localhost:3000',
  dataDir: '/srv/portaal/data',
  seeded: false,
  maintenanceMode: false,
  sandboxProviders: false,
  workers: 1,
};

describe('startupBanner', () => {
  it('shows the address and the demo accounts on the embedded database', () => {
    const banner = startupBanner({ ...base, database: 'pglite', seeded: true });
    expect(banner).toContain('Beleggersportaal draait op http://localhost:3000');
    expect(banner).toContain('Demogegevens zijn aangemaakt');
    for (const login of [
      'belegger@example.com   Belegger-demo-2026',
      'nieuw@example.com      Nieuw-demo-2026',
      'admin@example.com      Admin-demo-2026',
      'admin2@example.com     Admin2-demo-2026',
    ]) {
      expect(banner).toContain(login);
    }
  });

  it('keeps demo passwords out of the log of a PostgreSQL server that did not seed', () => {
    const banner = startupBanner({
      ...base,
      database: 'postgres',
      publicUrl: 'https://portaal.example.nl',
      maintenanceMode: true,
    });
    expect(banner).not.toContain('demo-2026');
    expect(banner).toContain('Publiek adres: https://portaal.example.nl');
    expect(banner).toContain('Onderhoudsmodus staat AAN');
  });

  it('says plainly when sandbox providers simulate payments and mandates, and only then', () => {
    const notice =
      'Testomgeving: betalingen en machtigingen zijn gesimuleerd; er wordt geen echt geld afgeschreven.';
    expect(startupBanner({ ...base, database: 'postgres', sandboxProviders: true })).toContain(
      notice,
    );
    expect(startupBanner({ ...base, database: 'postgres' })).not.toContain('Testomgeving');
  });

  it('says how many server processes run', () => {
    expect(startupBanner({ ...base, database: 'pglite' })).toContain('Serverprocessen: 1');
    expect(startupBanner({ ...base, database: 'postgres', workers: 2 })).toContain(
      'Serverprocessen: 2 (WORKERS, node:cluster; de dagelijkse taken in proces 1)',
    );
  });
});
