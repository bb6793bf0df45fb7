import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a missing xmllint says: the test fails (never skips), naming the package to install. */
export const XMLLINT_MISSING =
  'xmllint ontbreekt: installeer het met `apt-get install libxml2-utils` / xmllint is missing: install it with `apt-get install libxml2-utils`';

/**
 * Validates an XML document against an XSD with Debian's xmllint (libxml2-utils): throws with
 * xmllint's own words when it does not validate, and with XMLLINT_MISSING when xmllint is not
 * installed. Returns the document.
 */
export function validatedAgainst(xsd: string, xml: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'xmllint-'));
  const file = path.join(folder, 'document.xml');
  try {
    writeFileSync(file, xml, 'utf8');
    execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: 'pipe' });
    return xml;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(XMLLINT_MISSING);
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`xmllint: ${stderr}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
