// Starts the production server for the browser tests on a fresh embedded database with demo data,
// whatever DATABASE_URL the surrounding shell (CI) has set for the API tests.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
delete process.env.MAINTENANCE_MODE;
process.env.DATA_DIR = dataDir;
process.env.APP_ENVIRONMENT ??= 'E2E';

// The built server runs in this process, as `npm start` runs it; the browser tests import
// nothing of it (the layering rule keeps the web app's code apart from the server's).
await import(new URL('../../server/dist/main.js', import.meta.url).href);
