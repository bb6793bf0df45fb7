import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, installPlan, playwrightCachePaths } from './chromium.mjs';

/**
 * A machine made of a set of executable files, its folders derived from them, and commands whose
 * effect (files they install) and exit status the test decides.
 */
function fakeHost({
  platform = 'linux',
  env = {},
  files = [],
  snaps = [],
  root = false,
  sudo = false,
  commands = {},
} = {}) {
  const executables = new Set(files);
  const ran = [];
  const said = [];
  return {
    ran,
    said,
    env,
    platform,
    home: '/home/anna',
    isExecutable: (file) => executables.has(file),
    launchesSnap: (file) => snaps.includes(file),
    listDir(dir) {
      const prefix = dir.endsWith('/') ? dir : `${dir}/`;
      const names = [...executables]
        .filter((file) => file.startsWith(prefix))
        .map((file) => file.slice(prefix.length).split('/')[0]);
      return [...new Set(names)];
    },
    isRoot: () => root,
    run(command, args) {
      const line = [command, ...args].join(' ');
      if (line === 'sudo -n true') return sudo;
      ran.push(line);
      const effect = commands[line] ?? { ok: false };
      for (const file of effect.installs ?? []) executables.add(file);
      return effect.ok;
    },
    say: (line) => said.push(line),
  };
}

const CACHE = '/home/anna/.cache/ms-playwright';
const APT = 'env DEBIAN_FRONTEND=noninteractive apt-get';
const APT_UPDATE = `${APT} update -qq`;
const APT_INSTALL = `${APT} install -y -qq --no-install-recommends chromium`;
const PLAYWRIGHT_INSTALL = 'npx playwright install chromium';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH before anything else', () => {
    const host = fakeHost({
      env: { CHROMIUM_PATH: '/opt/chromium/chrome' },
      files: ['/opt/chromium/chrome', '/usr/bin/chromium'],
    });
    expect(findChromium(host)).toEqual({ path: '/opt/chromium/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses a CHROMIUM_PATH that is not there instead of quietly using another', () => {
    const host = fakeHost({ env: { CHROMIUM_PATH: '/opt/weg' }, files: ['/usr/bin/chromium'] });
    expect(() => findChromium(host)).toThrow('CHROMIUM_PATH=/opt/weg is not an executable file');
  });

  it("takes the system Chromium before Playwright's cache, Debian's path first", () => {
    const cached = `${CACHE}/chromium-1255/chrome-linux64/chrome`;
    expect(findChromium(fakeHost({ files: ['/usr/bin/chromium', cached] }))).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(
      findChromium(fakeHost({ files: ['/usr/bin/google-chrome', '/usr/bin/chromium-browser'] })),
    ).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' });
  });

  it("passes over a snap (Ubuntu's chromium-browser script), which Playwright cannot drive", () => {
    const cached = `${CACHE}/chromium-1255/chrome-linux64/chrome`;
    const host = fakeHost({
      files: ['/usr/bin/chromium-browser', cached],
      snaps: ['/usr/bin/chromium-browser'],
    });
    expect(findChromium(host)).toEqual({ path: cached, source: 'playwright-cache' });
  });

  it("falls back to Playwright's cache: newest revision, full browser before headless shell", () => {
    const host = fakeHost({
      files: [
        `${CACHE}/chromium-1100/chrome-linux/chrome`,
        `${CACHE}/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`,
        `${CACHE}/chromium-1255/chrome-linux64/chrome`,
        `${CACHE}/firefox-1400/firefox/firefox`,
      ],
    });
    expect(findChromium(host)).toEqual({
      path: `${CACHE}/chromium-1255/chrome-linux64/chrome`,
      source: 'playwright-cache',
    });
    expect(playwrightCachePaths(host).filter((file) => host.isExecutable(file))).toEqual([
      `${CACHE}/chromium-1255/chrome-linux64/chrome`,
      `${CACHE}/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`,
      `${CACHE}/chromium-1100/chrome-linux/chrome`,
    ]);
  });

  it('finds the headless shell alone, in the new and the old layout', () => {
    const shell = `${CACHE}/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`;
    expect(findChromium(fakeHost({ files: [shell] }))?.path).toBe(shell);
    const oldShell = `${CACHE}/chromium_headless_shell-1150/chrome-linux/headless_shell`;
    expect(findChromium(fakeHost({ files: [oldShell] }))?.path).toBe(oldShell);
  });

  it('reads the cache where PLAYWRIGHT_BROWSERS_PATH or XDG_CACHE_HOME put it', () => {
    const custom = '/srv/browsers/chromium-1255/chrome-linux64/chrome';
    expect(
      findChromium(
        fakeHost({ env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/browsers' }, files: [custom] }),
      ),
    ).toEqual({ path: custom, source: 'playwright-cache' });
    const xdg = '/var/cache/anna/ms-playwright/chromium-1255/chrome-linux64/chrome';
    expect(
      findChromium(fakeHost({ env: { XDG_CACHE_HOME: '/var/cache/anna' }, files: [xdg] }))?.path,
    ).toBe(xdg);
    expect(findChromium(fakeHost({ files: [xdg] }))).toBeNull();
  });

  it('knows the macOS places', () => {
    const app = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    expect(findChromium(fakeHost({ platform: 'darwin', files: [app] }))?.path).toBe(app);
    const cached =
      '/home/anna/Library/Caches/ms-playwright/chromium-1255/chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing';
    expect(findChromium(fakeHost({ platform: 'darwin', files: [cached] }))?.path).toBe(cached);
  });

  it('is null when there is no Chromium at all', () => {
    expect(findChromium(fakeHost({ files: ['/usr/bin/firefox'] }))).toBeNull();
  });
});

describe('installPlan', () => {
  const apt = ['/usr/bin/apt-get'];

  it('uses apt-get directly as root, then Playwright as the fallback', () => {
    const plan = installPlan(fakeHost({ files: apt, root: true }));
    expect(plan.map((step) => step.commands.map(([c, a]) => [c, ...a].join(' ')))).toEqual([
      [APT_UPDATE, APT_INSTALL],
      [PLAYWRIGHT_INSTALL],
    ]);
  });

  it('uses sudo -n when password-less sudo works', () => {
    const plan = installPlan(fakeHost({ files: apt, sudo: true }));
    expect(plan[0]?.commands.map(([c, a]) => [c, ...a].join(' '))).toEqual([
      `sudo -n ${APT_UPDATE}`,
      `sudo -n ${APT_INSTALL}`,
    ]);
    expect(plan[0]?.description).toContain('via sudo -n');
  });

  it("uses only Playwright's download without root, without apt or off Linux", () => {
    for (const host of [
      fakeHost({ files: apt }),
      fakeHost({ root: true }),
      fakeHost({ platform: 'darwin', files: apt, root: true }),
    ]) {
      expect(installPlan(host).map((step) => step.commands.length)).toEqual([1]);
      expect(installPlan(host)[0]?.commands[0]).toEqual([
        'npx',
        ['playwright', 'install', 'chromium'],
      ]);
    }
  });
});

describe('ensureChromium', () => {
  it('installs nothing when a Chromium is there, and says which it uses', () => {
    const host = fakeHost({ files: ['/usr/bin/apt-get', '/usr/bin/chromium'], root: true });
    expect(ensureChromium(host).path).toBe('/usr/bin/chromium');
    expect(host.ran).toEqual([]);
    expect(host.said).toEqual(['Chromium for the browser tests: /usr/bin/chromium (system)']);
  });

  it("installs Debian's chromium with apt-get and uses it", () => {
    const host = fakeHost({
      files: ['/usr/bin/apt-get'],
      root: true,
      commands: {
        [APT_UPDATE]: { ok: true },
        [APT_INSTALL]: { ok: true, installs: ['/usr/bin/chromium'] },
      },
    });
    expect(ensureChromium(host)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(host.ran).toEqual([APT_UPDATE, APT_INSTALL]);
    expect(host.said).toContain(`$ ${APT_INSTALL}`);
  });

  it("falls back to Playwright's download when apt-get fails", () => {
    const downloaded = `${CACHE}/chromium-1255/chrome-linux64/chrome`;
    const host = fakeHost({
      files: ['/usr/bin/apt-get'],
      sudo: true,
      commands: {
        [`sudo -n ${APT_UPDATE}`]: { ok: true },
        [`sudo -n ${APT_INSTALL}`]: { ok: false },
        [PLAYWRIGHT_INSTALL]: { ok: true, installs: [downloaded] },
      },
    });
    expect(ensureChromium(host)).toEqual({ path: downloaded, source: 'playwright-cache' });
    expect(host.ran).toEqual([
      `sudo -n ${APT_UPDATE}`,
      `sudo -n ${APT_INSTALL}`,
      PLAYWRIGHT_INSTALL,
    ]);
  });

  it('fails with a clear message when nothing works', () => {
    const host = fakeHost({ commands: { [PLAYWRIGHT_INSTALL]: { ok: false } } });
    expect(() => ensureChromium(host)).toThrow(/No Chromium for the browser tests/);
    expect(host.ran).toEqual([PLAYWRIGHT_INSTALL]);
  });
});
