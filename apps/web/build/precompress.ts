import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files a browser downloads; source maps only reach developer tools and stay as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Below this a compressed copy saves less than its response headers cost. */
export const MIN_BYTES = 1024;

export const ENCODINGS = [
  { extension: '.br', compress: brotliText },
  { extension: '.gz', compress: gzipBest },
] as const;

function brotliText(content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

function gzipBest(content: Buffer): Promise<Buffer> {
  return gzipped(content, { level: constants.Z_BEST_COMPRESSION });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir` of at least MIN_BYTES, at the
 * highest compression (once per build, so the server never compresses a static file per
 * request). A copy that would not be smaller is not written: the server then sends the file
 * itself. Returns the files it wrote.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const sources = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    sources.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return [];
      const copies = await Promise.all(
        ENCODINGS.map(async ({ extension, compress }) => {
          const compressed = await compress(content);
          if (compressed.length >= content.length) return null;
          await writeFile(`${file}${extension}`, compressed);
          return `${file}${extension}`;
        }),
      );
      return copies.filter((copy) => copy !== null);
    }),
  );
  return written.flat();
}

/** Precompresses the finished build output (`build.outDir`), index.html and public files included. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
