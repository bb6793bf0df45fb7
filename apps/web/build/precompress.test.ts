import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

/** Text that compresses well, like a bundle: `bytes` long. */
function bundleText(bytes: number): string {
  const line = 'export const portaal = { naam: "Beleggersportaal", waarde: "1.234,56" };\n';
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}

describe('precompressDir', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bp-precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file that decompress to the original', async () => {
    await mkdir(path.join(dir, 'assets'));
    const files = {
      'index.html': `<!doctype html>${bundleText(2_000)}`,
      'assets/index-a1b2.js': bundleText(50_000),
      'assets/index-c3d4.css': `.a{color:red}${bundleText(3_000)}`,
      'favicons/vastgoed/favicon.svg': `<svg>${bundleText(1_500)}</svg>`,
    };
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }

    const written = await precompressDir(dir);

    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual(
      Object.keys(files)
        .flatMap((name) => [`${name}.br`, `${name}.gz`])
        .sort(),
    );
    for (const [name, content] of Object.entries(files)) {
      const original = Buffer.from(content);
      const br = await readFile(path.join(dir, `${name}.br`));
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length / 4);
    }
  });

  it('leaves small files, source maps, binaries and incompressible text alone', async () => {
    await writeFile(path.join(dir, 'small.js'), bundleText(MIN_BYTES - 1));
    await writeFile(path.join(dir, 'index-a1b2.js.map'), bundleText(20_000));
    await writeFile(path.join(dir, 'favicon.ico'), Buffer.alloc(5_000, 7));
    // Random bytes do not compress: a copy would be larger than the file.
    await writeFile(path.join(dir, 'noise.txt'), randomBytes(4_000));

    expect(await precompressDir(dir)).toEqual([]);
    const names = await readdir(dir);
    expect(names).not.toContain('noise.txt.br');
    expect(names).not.toContain('small.js.br');
    expect(names).not.toContain('index-a1b2.js.map.br');
    expect(names).not.toContain('favicon.ico.gz');
  });
});
