import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runToExit } from './test/process';
import { temporaryDir } from './test/harness';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

describe('main.ts with a bad configuration', () => {
  it('prints which variables are wrong and exits with 1 before touching anything', async () => {
    const dataDir = await temporaryDir();
    const result = await runToExit(['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { PORT: 'abc', BRAND_LABEL: 'foo', JWT_SECRET: 'te-kort', DATA_DIR: dataDir },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Ongeldige configuratie / Invalid configuration:');
    expect(result.stderr).toContain('PORT moet een poortnummer');
    expect(result.stderr).toContain('BRAND_LABEL moet een van vastgoed, lijfrente zijn');
    expect(result.stderr).toContain('JWT_SECRET moet minstens 32 tekens lang zijn');
    expect(result.stderr).not.toContain('te-kort');
    expect(result.stdout).not.toContain('draait op');
  });
});
