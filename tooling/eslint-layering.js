// The layering of docs/ARCHITECTURE.md ("Layering enforced by lint"), as ESLint rules: no import
// cycles, and every import pointing the agreed way. Zones are checked on resolved paths, so a
// relative path and a package name that reach the same file are treated alike.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { localPlugin } from './eslint-no-two-way.js';

const root = path.dirname(import.meta.dirname);
const webSrc = 'apps/web/src';
const serverSrc = 'apps/server/src';

/** Folders the lint-config test writes its temporary cycle into; never part of the code. */
export const LINT_FIXTURE_GLOB = '**/__lint-fixture-*/**';

/** The names in a folder of the repository (files and folders). */
const entriesOf = (folder) => readdirSync(path.join(root, folder));
/** The folders in a folder of the repository. */
const foldersOf = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = foldersOf(`${webSrc}/features`);

const featureIndex = (name) => `./${name}/index.ts`;

/** The server's contexts (docs/ARCHITECTURE.md, "Server contexts"), one folder each. */
const contexts = foldersOf(`${serverSrc}/contexts`);
const contextPath = (name) => `${serverSrc}/contexts/${name}`;
/** What sits beside contexts/ in the server's src: app.ts, plugins/, seed/, test/, the base … */
const outsideContexts = entriesOf(serverSrc)
  .filter((entry) => entry !== 'contexts')
  .map((entry) => `${serverSrc}/${entry}`);

/** The apps are not libraries: nothing imports them by package name. */
const noAppPackages = [
  { name: '@bp/web', message: 'The web app is not a library: nothing imports @bp/web.' },
  { name: '@bp/server', message: 'The server is not a library: nothing imports @bp/server.' },
];

const zones = [
  {
    target: 'packages/domain',
    from: ['packages/api-schema', 'apps'],
    message: 'packages/domain imports nothing of ours (npm packages only).',
  },
  {
    target: 'packages/api-schema',
    from: 'apps',
    message: 'packages/api-schema imports @bp/domain only.',
  },
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web app imports nothing from the server.',
  },
  {
    target: 'apps/server',
    from: 'apps/web',
    message: 'The server imports nothing from the web app.',
  },

  // Web app: app/ → features/ (through index.ts) → ui/, lib/.
  {
    target: [`${webSrc}/ui`, `${webSrc}/lib`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'ui/ and lib/ import neither features/ nor app/.',
  },
  {
    target: `${webSrc}/app`,
    from: `${webSrc}/features`,
    // app/ is the composition root. Besides a feature's index.ts (its pages, loaded lazily) it
    // may take the two pieces the first paint needs without the pages: the store slice
    // (state/slice.ts, defined before the store is created) and the queries (api/index.ts, for
    // the side menu). The pages people land on most (login, the calculations, the portfolio, a
    // contract's returns): app/pages.ts loads each as its own small chunk, without the rest of
    // its feature.
    except: [
      ...features.map(featureIndex),
      ...features.map((name) => `./${name}/api/index.ts`),
      ...features.map((name) => `./${name}/state/slice.ts`),
      './auth/LoginPage.tsx',
      './calculation/pages/FlowPages.tsx',
      './portfolio/MijnVastgoedPage.tsx',
      './contract/pages/RendementPage.tsx',
    ],
    message: 'app/ imports a feature through its index.ts, api/index.ts or state/slice.ts only.',
  },
  ...features.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map(featureIndex)],
    message: 'A feature imports another feature through its index.ts only.',
  })),

  // Server: base (config, clock, db, http, security, mail) ← plugins ← contexts ← app.ts.
  {
    target: [
      `${serverSrc}/config.ts`,
      `${serverSrc}/config`,
      `${serverSrc}/clock.ts`,
      `${serverSrc}/db`,
      `${serverSrc}/http`,
      `${serverSrc}/security`,
      `${serverSrc}/mail`,
    ],
    from: [`${serverSrc}/plugins`, `${serverSrc}/contexts`, `${serverSrc}/app.ts`],
    message:
      'config, clock, db/, http/, security/ and mail/ import neither plugins/ nor contexts/.',
  },
  // Server contexts: each is entered through its index.ts only, from anywhere outside it.
  ...contexts.map((context) => ({
    target: [
      ...outsideContexts,
      ...contexts.filter((other) => other !== context).map((other) => contextPath(other)),
      'apps/server/bench',
    ],
    from: contextPath(context),
    except: ['./index.ts'],
    message: `Another context (or app.ts, seed/, test/, plugins/) enters contexts/${context} through its index.ts only.`,
  })),
  {
    // Inside a context, register.ts wires the routes; nothing else imports a routes.ts.
    target: [
      ...outsideContexts,
      ...contexts.flatMap((context) =>
        entriesOf(contextPath(context))
          .filter((entry) => entry !== 'register.ts')
          .map((entry) => `${contextPath(context)}/${entry}`),
      ),
    ],
    from: `${serverSrc}/contexts/**/routes.ts`,
    message:
      "A routes.ts is registered by its context's register.ts only; import its service instead.",
  },
  {
    target: ['sessions', 'users', 'rate-limit', 'one-time-tokens'].map(
      (base) => `${contextPath('identity')}/${base}`,
    ),
    from: `${serverSrc}/contexts`,
    except: [
      './identity/sessions',
      './identity/users',
      './identity/rate-limit',
      './identity/one-time-tokens',
    ],
    message:
      'sessions, users, rate-limit and one-time-tokens are the base of identity: they import nothing else of a context.',
  },
];

export const layering = [
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX, local: localPlugin },
    settings: {
      // Without these import-x reads only .js files and so never follows a TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // npm packages cannot import our code, so a cycle never runs through them: not reading
      // them (React's types alone are large) saves most of what the cycle check costs.
      'import-x/ignore': ['/node_modules/'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${root}/packages/domain/tsconfig.json`,
            `${root}/packages/api-schema/tsconfig.json`,
            `${root}/apps/server/tsconfig.json`,
            `${root}/apps/web/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No maxDepth: on this code a depth limit of 3 saved about 5% of the lint time (limit 5:
      // nothing), not worth missing a longer cycle.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: noAppPackages }],
      // Between two contexts, or two features, a dependency goes one way (type imports too).
      'local/no-two-way': [
        'error',
        { root, areas: [`${serverSrc}/contexts`, `${webSrc}/features`] },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bp/*'],
              message: 'packages/domain imports nothing of ours (npm packages only).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-schema/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bp/*', '!@bp/domain'],
              message: 'packages/api-schema imports @bp/domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plugins get module services through AppContext at run time; they may name their types.
    files: [`${serverSrc}/plugins/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: noAppPackages,
          patterns: [
            {
              regex: '(^|/)contexts/',
              allowTypeImports: true,
              message:
                'plugins/ import types only from contexts/ (import type): services reach them through AppContext.',
            },
          ],
        },
      ],
    },
  },
];
