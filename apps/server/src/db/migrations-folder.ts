import { fileURLToPath } from 'node:url';

/**
 * The generated SQL lives beside this file in the source tree (src/db/migrations); the bundle
 * build copies it beside dist/main.js (dist/migrations), where this same relative URL points.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
