import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, buildChanged, buildState, STAMP_FILE } from './build-stamp.mjs';

/** A repository with one app and a shared package; the fake build recreates dist like vite does. */
const target = {
  name: 'App',
  command: ['build-app'],
  dist: 'app/dist',
  output: 'index.html',
  inputs: ['app/src', 'app/index.html', 'shared/src', 'package-lock.json'],
};

let root;
let runs;

async function put(relative, content) {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), content);
}

function build(options = {}) {
  return buildChanged({
    root,
    builds: [target],
    say: () => undefined,
    run(command) {
      runs.push(command.join(' '));
      return options.fails !== true;
    },
    ...options,
  });
}

/** The fake build's effect, done before the stamp is written (as the real build does). */
async function runProducingOutput(command) {
  runs.push(command.join(' '));
  await rm(path.join(root, target.dist), { recursive: true, force: true });
  await put('app/dist/index.html', '<!doctype html>');
  return true;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bp-build-stamp-'));
  runs = [];
  await put('app/src/main.ts', 'console.log(1);');
  await put('app/src/pages/home.ts', 'export const home = 1;');
  await put('app/index.html', '<div id="root"></div>');
  await put('shared/src/money.ts', 'export const cents = 100;');
  await put('package-lock.json', '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('buildState', () => {
  it('builds when there is no dist yet', async () => {
    expect(await buildState(root, target)).toMatchObject({
      build: true,
      reason: 'nog niet gebouwd',
    });
  });

  it('builds when the output is there but no stamp (built by an older start)', async () => {
    await put('app/dist/index.html', 'oud');
    expect(await buildState(root, target)).toMatchObject({
      build: true,
      reason: 'geen stempel van de vorige build',
    });
  });
});

describe('buildChanged', () => {
  beforeEach(async () => {
    await put('app/dist/index.html', '<!doctype html>');
  });

  it('builds once, then skips while nothing changed', async () => {
    expect(await build()).toEqual(['App']);
    expect(await readFile(path.join(root, target.dist, STAMP_FILE), 'utf8')).toMatch(
      /^[0-9a-f]{64}\n$/,
    );
    expect(await build()).toEqual([]);
    expect(await buildState(root, target)).toMatchObject({ build: false });
    expect(runs).toEqual(['build-app']);
  });

  it('rebuilds after a change in any input: a source file, a new file, a shared package, the lockfile', async () => {
    await build();
    const changes = [
      () => put('app/src/pages/home.ts', 'export const home = 2;'),
      () => put('app/src/pages/about.ts', 'export const about = 1;'),
      () => rm(path.join(root, 'app/src/pages/about.ts')),
      () => put('shared/src/money.ts', 'export const cents = 99;'),
      () => put('package-lock.json', '{"lockfileVersion":3}'),
      () => put('app/index.html', '<div id="app"></div>'),
    ];
    for (const change of changes) {
      await change();
      expect(await buildState(root, target)).toMatchObject({
        build: true,
        reason: 'invoer gewijzigd',
      });
      await build();
      expect(await buildState(root, target)).toMatchObject({ build: false });
    }
    expect(runs).toHaveLength(1 + changes.length);
  });

  it('ignores files that are not inputs', async () => {
    await build();
    await put('app/src.test-notes.md', 'niet gelezen');
    await put('README.md', 'anders');
    expect(await build()).toEqual([]);
  });

  it('rebuilds when dist is gone, even with the inputs unchanged', async () => {
    await build();
    await rm(path.join(root, target.dist), { recursive: true });
    expect(await build({ run: runProducingOutput })).toEqual(['App']);
    expect(await build()).toEqual([]);
  });

  it('builds everything when forced', async () => {
    await build();
    expect(await build({ force: true })).toEqual(['App']);
    expect(runs).toEqual(['build-app', 'build-app']);
  });

  it('leaves no stamp when the build fails, so the next start tries again', async () => {
    await expect(build({ fails: true })).rejects.toThrow('App: build mislukt.');
    expect(await buildState(root, target)).toMatchObject({ build: true });
  });

  it('stamps the inputs as they were when the build started', async () => {
    const editDuringBuild = async (command) => {
      runs.push(command.join(' '));
      await put('app/src/main.ts', 'console.log(2);');
      return true;
    };
    await build({ run: editDuringBuild });
    expect(await buildState(root, target)).toMatchObject({
      build: true,
      reason: 'invoer gewijzigd',
    });
  });
});

describe('the real builds', () => {
  it('read their own app, the shared packages and the lockfile, and stamp inside dist', () => {
    const [web, server] = BUILDS;
    expect(web?.inputs).toEqual(
      expect.arrayContaining([
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'package-lock.json',
      ]),
    );
    expect(server?.inputs).toEqual(
      expect.arrayContaining(['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src']),
    );
    for (const build of BUILDS) {
      expect(build.inputs).toEqual(
        expect.arrayContaining(['packages/domain/src', 'packages/api-schema/src']),
      );
      expect(build.inputs.some((input) => input.startsWith(build.dist))).toBe(false);
    }
  });
});
