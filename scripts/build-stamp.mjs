// Incremental builds: each build leaves a stamp beside its output holding a content hash of its
// inputs; a build whose stamp matches today's inputs (and whose output is there) is skipped.
// Content, not modification times: a checkout, a copy or a hard-linked worktree touches mtimes
// without changing what gets built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';

/** What every build reads besides its own app: the shared packages and the locked dependencies. */
const SHARED_INPUTS = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/api-schema/src',
  'packages/api-schema/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/**
 * @typedef {object} BuildTarget
 * @property {string} name shown in messages
 * @property {string[]} command what builds it, run from the repository root
 * @property {string} dist the folder the build (re)creates; the stamp lives inside it
 * @property {string} output a file in `dist` that only a finished build leaves
 * @property {string[]} inputs files and folders (relative to the root) the build reads
 */

/** @type {BuildTarget[]} the web app first, then the server that serves it (as `npm run build`) */
export const BUILDS = [
  {
    name: 'Web-app',
    command: ['npm', 'run', 'build', '-w', '@bp/web'],
    dist: 'apps/web/dist',
    output: 'index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...SHARED_INPUTS,
    ],
  },
  {
    name: 'Server',
    command: ['npm', 'run', 'build', '-w', '@bp/server'],
    dist: 'apps/server/dist',
    output: 'main.js',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/tsconfig.json',
      'apps/server/package.json',
      ...SHARED_INPUTS,
    ],
  },
];

async function kindOf(file) {
  try {
    const info = await stat(file);
    return info.isDirectory() ? 'dir' : 'file';
  } catch {
    return 'missing';
  }
}

/** Feeds every file under `relative` (sorted, path and content) into the hash. */
async function hashInput(hash, root, relative) {
  const absolute = path.join(root, relative);
  const kind = await kindOf(absolute);
  if (kind === 'missing') {
    hash.update(`missing\0${relative}\0`);
  } else if (kind === 'file') {
    const content = await readFile(absolute);
    hash.update(`file\0${relative}\0${content.length}\0`);
    hash.update(content);
  } else {
    const names = (await readdir(absolute)).sort();
    for (const name of names) await hashInput(hash, root, path.posix.join(relative, name));
  }
}

/** The content hash of a build's inputs. */
export async function inputsHash(root, target) {
  const hash = createHash('sha256');
  for (const input of target.inputs) await hashInput(hash, root, input);
  return hash.digest('hex');
}

/**
 * Whether `target` must be built, and why.
 * @returns {Promise<{ build: boolean, reason: string, hash: string }>}
 */
export async function buildState(root, target) {
  const hash = await inputsHash(root, target);
  const dist = path.join(root, target.dist);
  if ((await kindOf(path.join(dist, target.output))) !== 'file') {
    return { build: true, reason: 'nog niet gebouwd', hash };
  }
  const stamp = await readFile(path.join(dist, STAMP_FILE), 'utf8').catch(() => null);
  if (stamp === null) return { build: true, reason: 'geen stempel van de vorige build', hash };
  if (stamp.trim() !== hash) return { build: true, reason: 'invoer gewijzigd', hash };
  return { build: false, reason: 'niets gewijzigd sinds de vorige build', hash };
}

export async function writeStamp(root, target, hash) {
  await writeFile(path.join(root, target.dist, STAMP_FILE), `${hash}\n`);
}

/**
 * Builds what changed (or, with `force`, everything) and stamps each finished build with the
 * hash of the inputs it started from: an edit made during a build shows up as a change next time.
 * @param {{ root: string, builds?: BuildTarget[], force?: boolean,
 *   run?: (command: string[]) => boolean | Promise<boolean>, say?: (line: string) => void }} options
 * @returns {Promise<string[]>} the names of the builds that ran
 */
export async function buildChanged({
  root,
  builds = BUILDS,
  force = false,
  run = (command) => runCommand(root, command),
  say = (line) => console.log(line),
}) {
  const built = [];
  for (const target of builds) {
    const state = await buildState(root, target);
    if (!force && !state.build) {
      say(`${target.name}: ${state.reason}, build overgeslagen.`);
      continue;
    }
    say(`${target.name} bouwen (${force ? 'volledige build' : state.reason})…`);
    if (!(await run(target.command))) throw new Error(`${target.name}: build mislukt.`);
    await writeStamp(root, target, state.hash);
    built.push(target.name);
  }
  return built;
}

function runCommand(root, [command, ...args]) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return result.status === 0;
}
