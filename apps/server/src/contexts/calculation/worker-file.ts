import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The file a calculation worker thread starts from. The production bundle (build.mjs) puts
 * calculation-worker.js beside dist/main.js, where this same relative URL points; from source
 * that file does not exist and the worker starts from a small module that loads the
 * TypeScript through tsx.
 */
export function calculationWorkerFile(): string {
  const bundled = new URL('./calculation-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return bundled.href;
  return new URL('./calculation-worker.source.mjs', import.meta.url).href;
}
