// Finds a Chromium for the browser tests and, when there is none, installs one the way the
// platform allows. Pure decisions over an injected `host` (environment, file system, commands)
// so that the order can be tested without touching the machine; `realHost()` is the machine.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} Host
 * @property {Record<string, string | undefined>} env
 * @property {NodeJS.Platform} platform
 * @property {string} home
 * @property {(file: string) => boolean} isExecutable
 * @property {(file: string) => boolean} launchesSnap the file is a snap, or a script that starts one
 * @property {(dir: string) => string[]} listDir names in `dir`; [] when it does not exist
 * @property {() => boolean} isRoot
 * @property {(command: string, args: string[]) => boolean} run runs a command, true on exit 0
 * @property {(line: string) => void} say
 */

/**
 * @typedef {object} FoundChromium
 * @property {string} path
 * @property {'CHROMIUM_PATH' | 'system' | 'playwright-cache'} source
 */

/**
 * Where package managers put Chromium (and Chrome, which Playwright drives just as well). A snap
 * (Ubuntu's /usr/bin/chromium-browser is a script that starts one) does not count: its confinement
 * keeps it from the profile folder Playwright hands it, and it exits at once.
 */
export function systemPaths(host) {
  const { env, platform, home } = host;
  if (platform === 'darwin') {
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      path.join(home, 'Applications/Chromium.app/Contents/MacOS/Chromium'),
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ];
  }
  if (platform === 'win32') {
    const bases = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(Boolean);
    return [
      ...bases.map((base) =>
        path.win32.join(String(base), 'Chromium', 'Application', 'chrome.exe'),
      ),
      ...bases.map((base) =>
        path.win32.join(String(base), 'Google', 'Chrome', 'Application', 'chrome.exe'),
      ),
    ];
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ];
}

/** Playwright's browser folder: PLAYWRIGHT_BROWSERS_PATH, else its per-user cache. */
export function playwrightCacheDir(host) {
  const { env, platform, home } = host;
  const configured = env.PLAYWRIGHT_BROWSERS_PATH;
  if (configured === '0') return path.join(ROOT, 'node_modules/playwright-core/.local-browsers');
  if (configured) return configured;
  if (platform === 'darwin') return path.join(home, 'Library/Caches/ms-playwright');
  if (platform === 'win32') {
    return path.win32.join(
      env.LOCALAPPDATA ?? path.win32.join(home, 'AppData/Local'),
      'ms-playwright',
    );
  }
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'ms-playwright');
}

/**
 * Executables inside one of Playwright's browser folders (`chromium-<revision>` or
 * `chromium_headless_shell-<revision>`), for today's Chrome-for-Testing builds and the older
 * Chromium builds that earlier Playwright versions left behind.
 */
const CACHE_LAYOUTS = {
  linux: {
    chromium: ['chrome-linux64/chrome', 'chrome-linux-arm64/chrome', 'chrome-linux/chrome'],
    chromium_headless_shell: [
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-headless-shell-linux-arm64/chrome-headless-shell',
      'chrome-linux/headless_shell',
    ],
  },
  darwin: {
    chromium: [
      'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ],
    chromium_headless_shell: [
      'chrome-headless-shell-mac-arm64/chrome-headless-shell',
      'chrome-headless-shell-mac-x64/chrome-headless-shell',
      'chrome-mac/headless_shell',
    ],
  },
  win32: {
    chromium: ['chrome-win64/chrome.exe', 'chrome-win/chrome.exe'],
    chromium_headless_shell: [
      'chrome-headless-shell-win64/chrome-headless-shell.exe',
      'chrome-win/headless_shell.exe',
    ],
  },
};

/** Candidates in Playwright's cache: newest revision first, the full browser before the shell. */
export function playwrightCachePaths(host) {
  const layouts =
    CACHE_LAYOUTS[
      host.platform === 'darwin' || host.platform === 'win32' ? host.platform : 'linux'
    ];
  const join = host.platform === 'win32' ? path.win32.join : path.join;
  const cacheDir = playwrightCacheDir(host);
  const folders = host
    .listDir(cacheDir)
    .map((name) => /^(chromium|chromium_headless_shell)-(\d+)$/.exec(name))
    .filter((match) => match !== null)
    .map(([name, kind, revision]) => ({ name, kind, revision: Number(revision) }))
    .sort((a, b) => b.revision - a.revision || (a.kind === 'chromium' ? -1 : 1));
  return folders.flatMap(({ name, kind }) =>
    layouts[kind].map((executable) => join(cacheDir, name, executable)),
  );
}

/**
 * The Chromium the browser tests use: CHROMIUM_PATH when set (an error when it is not an
 * executable: a wrong setting should not be papered over), else the first of the usual system
 * paths, else Playwright's own cache. Null when there is none.
 * @param {Host} host
 * @returns {FoundChromium | null}
 */
export function findChromium(host = realHost()) {
  const configured = host.env.CHROMIUM_PATH;
  if (configured) {
    if (!host.isExecutable(configured)) {
      throw new Error(`CHROMIUM_PATH=${configured} is not an executable file`);
    }
    return { path: configured, source: 'CHROMIUM_PATH' };
  }
  const system = systemPaths(host).find(
    (file) => host.isExecutable(file) && !host.launchesSnap(file),
  );
  if (system) return { path: system, source: 'system' };
  const cached = playwrightCachePaths(host).find((file) => host.isExecutable(file));
  if (cached) return { path: cached, source: 'playwright-cache' };
  return null;
}

/**
 * The ways to install a Chromium here, in order: Debian's `chromium` package when apt-get can run
 * as root (directly or through password-less sudo), then Playwright's own browser download.
 * @param {Host} host
 * @returns {{ description: string, commands: [string, string[]][] }[]}
 */
export function installPlan(host) {
  const plan = [];
  if (host.platform === 'linux' && host.isExecutable('/usr/bin/apt-get')) {
    // sudo drops the environment, so the frontend setting travels as an `env` argument.
    const aptGet = ['DEBIAN_FRONTEND=noninteractive', 'apt-get'];
    const asRoot = host.isRoot()
      ? (args) => ['env', [...aptGet, ...args]]
      : host.run('sudo', ['-n', 'true'])
        ? (args) => ['sudo', ['-n', 'env', ...aptGet, ...args]]
        : null;
    if (asRoot) {
      const viaSudo = host.isRoot() ? '' : ' (via sudo -n)';
      plan.push({
        description: `Debian's chromium package with apt-get${viaSudo}`,
        commands: [
          asRoot(['update', '-qq']),
          asRoot(['install', '-y', '-qq', '--no-install-recommends', 'chromium']),
        ],
      });
    }
  }
  plan.push({
    description: "Playwright's own Chromium download (npx playwright install chromium)",
    commands: [['npx', ['playwright', 'install', 'chromium']]],
  });
  return plan;
}

/**
 * Finds a Chromium, installing one when there is none; says what it does.
 * @param {Host} host
 * @returns {FoundChromium}
 */
export function ensureChromium(host = realHost()) {
  const found = findChromium(host);
  if (found) {
    host.say(`Chromium for the browser tests: ${found.path} (${found.source})`);
    return found;
  }
  host.say(
    `No Chromium found (CHROMIUM_PATH, ${systemPaths(host).join(', ')}, ${playwrightCacheDir(host)}).`,
  );
  for (const attempt of installPlan(host)) {
    host.say(`Installing ${attempt.description}…`);
    const ran = attempt.commands.every(([command, args]) => {
      host.say(`$ ${[command, ...args].join(' ')}`);
      return host.run(command, args);
    });
    const installed = ran ? findChromium(host) : null;
    if (installed) {
      host.say(`Chromium for the browser tests: ${installed.path} (${installed.source})`);
      return installed;
    }
    host.say(`That did not give a Chromium.`);
  }
  throw new Error(
    'No Chromium for the browser tests and none could be installed: install Chromium and set CHROMIUM_PATH.',
  );
}

/** @returns {Host} this machine */
export function realHost() {
  return {
    env: process.env,
    platform: process.platform,
    home: homedir(),
    isExecutable(file) {
      try {
        accessSync(file, constants.X_OK);
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
    launchesSnap(file) {
      try {
        if (realpathSync(file).startsWith('/snap/')) return true;
        const head = readFileSync(file)
          .subarray(0, 64 * 1024)
          .toString('latin1');
        return head.startsWith('#!') && head.includes('/snap/');
      } catch {
        return false;
      }
    },
    listDir(dir) {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    isRoot: () => process.getuid?.() === 0,
    run(command, args) {
      const quiet = command === 'sudo' && args[1] === 'true';
      const result = spawnSync(command, args, {
        cwd: ROOT,
        stdio: quiet ? 'ignore' : 'inherit',
        shell: process.platform === 'win32',
      });
      return result.status === 0;
    },
    say: (line) => console.log(line),
  };
}
