import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every relative link in the docs (README.md, docs/**, the packages' READMEs) must name a file
// that exists, and a #fragment a heading in it: the docs were split into pages of their own,
// and a moved section must not leave a dead link behind.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXTRA_FILES = [
  'README.md',
  'apps/server/README.md',
  'packages/domain/src/calculation/README.md',
];

function markdownUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownUnder(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

export function docFiles(): string[] {
  return [
    ...EXTRA_FILES.filter((file) => existsSync(path.join(ROOT, file))),
    ...markdownUnder('docs'),
  ];
}

/** Text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

export function brokenLinks(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const problems: string[] = [];
  for (const match of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [linkPath = '', fragment] = target.split('#');
    const resolved =
      linkPath === '' ? path.join(ROOT, file) : path.resolve(ROOT, path.dirname(file), linkPath);
    if (!existsSync(resolved)) {
      problems.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (fragment !== undefined && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      if (!anchors(readFileSync(resolved, 'utf8')).has(fragment)) {
        problems.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  return problems;
}

describe('links in the docs', () => {
  it('finds the docs', () => {
    expect(docFiles()).toContain('README.md');
    expect(docFiles()).toContain(path.join('docs', 'ARCHITECTURE.md'));
  });

  it.each(docFiles())('%s: every relative link names an existing file and heading', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(slug('SEPA mandates (`modules/mandates`)')).toBe('sepa-mandates-modulesmandates');
    expect(slug('Forms that say what is wrong (issue 17)')).toBe(
      'forms-that-say-what-is-wrong-issue-17',
    );
  });
});
