// Lint the architecture as well as the code (docs/architecture.md): arrows point one way,
// features stay apart, and only api/ files talk to the backend.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { featureBoundaryZones, featureLayerZones } from './scripts/lib/feature-folders.mjs';
import { remoteApps } from './scripts/remote-apps.mjs';

const remotes = remoteApps.map((remote) => remote.folder);

/**
 * The shell's screens are drawn inside its app (router, providers, start-up), never the
 * reverse. The one seam left: a signed-out screen starts the lazy data layer and the app's
 * providers itself, when its visitor acts (docs/architecture.md, "The arrows").
 */
const shellFeaturesNotApp = {
  target: './shell/src/features',
  from: './shell/src/app',
  except: ['./startup/load-data.ts', './startup/app-providers-store.ts'],
  message:
    "The shell's features never import its app/: the app mounts them (docs/architecture.md).",
};

/** Tooling: what builds, generates, serves and measures. It never depends on a test. */
export const toolingFiles = [
  'scripts/**/*.{ts,mjs,js}',
  'packages/build-config/**/*.{ts,mjs}',
  'supabase/scripts/**/*.ts',
  'tests/bench/**/*.ts',
];

const toolingFolders = [
  './scripts',
  './packages/build-config',
  './supabase/scripts',
  './tests/bench',
];
const notTests =
  'Tooling never imports tests: move what both need to a package (@phrasebook/testing) or scripts/lib.';
// import-x takes folders or globs in one zone's `from`, not both.
const toolingNotTests = [
  { target: toolingFolders, from: ['./tests/e2e', './tests/db'], message: notTests },
  { target: toolingFolders, from: ['**/*.test.{ts,tsx,mjs}'], message: notTests },
];

const noBackendInFrontend = {
  group: ['@phrasebook/supabase-local', '@phrasebook/supabase-local/*', '**/supabase-local/**'],
  message: 'Frontend code talks to the backend through @phrasebook/data only.',
};

/** Another package is reached by its name and exports, never by a path into its sources. */
const noPathIntoPackages = {
  group: ['**/packages/*/src', '**/packages/*/src/**'],
  message: 'Import a workspace package by its name (@phrasebook/…), not by a path into its src.',
};

const remoteImports = (except = '') =>
  remotes
    .filter((remote) => remote !== except)
    .flatMap((remote) => [`@phrasebook/${remote}`, `@phrasebook/${remote}/*`, `**/${remote}/**`]);

/** The Supabase client is called from api/ files only (docs/architecture.md). */
const clientOnlyInApi = [
  {
    name: '@phrasebook/data',
    importNames: ['getSupabase'],
    allowTypeImports: true,
    message: 'Only api/ files call the Supabase client: add a query or mutation file there.',
  },
];

/**
 * The app's client is packages/data's `getSupabase`, built from supabase-js's parts with
 * realtime and storage loaded on first use; supabase-js itself is for types (and Node tests).
 */
const supabaseTypesOnly = {
  name: '@supabase/supabase-js',
  allowTypeImports: true,
  message:
    "Use @phrasebook/data's getSupabase (in an api/ file): a value from supabase-js would bundle its whole client, 54 kB gzip.",
};

/**
 * Libraries are used through their documented API (docs/architecture.md, "Libraries"): no import
 * of a path into a package's published files that its "exports" map does not offer, reached by a
 * relative path into node_modules or a package's dist/, esm/ or lib/ folder.
 */
const noPathIntoLibraries = {
  group: ['**/node_modules/**', '@*/*/dist/**', '@*/*/esm/**', '@*/*/lib/**', '@*/*/cjs/**'],
  message:
    'Import a library by a path its package.json "exports" offers; its internal files are not its API.',
};

/**
 * One area's import rules. ESLint keeps only the last `no-restricted-imports` that matches a
 * file, so every area states all of its rules here; frontend areas get the api/ rule on top,
 * except in their api/ folders and tests.
 */
function restrictImports({ files, patterns, frontend = false }) {
  const rule = (paths) => ({
    'no-restricted-imports': [
      'error',
      { patterns: [...patterns, noPathIntoPackages, noPathIntoLibraries], paths },
    ],
  });
  if (!frontend) return [{ files, rules: rule([]) }];
  return [
    { files, rules: rule([...clientOnlyInApi, supabaseTypesOnly]) },
    {
      files: files.map((glob) => glob.replace('**/*.', '**/api/**/*.')),
      rules: rule([supabaseTypesOnly]),
    },
    { files: files.map((glob) => glob.replace('**/*.', '**/*.test.')), rules: rule([]) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      'packages/data/src/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
      // A cycle makes load order decide behaviour, and splits poorly into chunks.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Mantine's Loader is a bare span: a name on it without a role is one axe refuses
      // (aria-prohibited-attr). A labelled spinner is a named image.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A labelled Loader needs role="img": a name on a bare span is not announced.',
        },
      ],
    },
  },
  {
    // Features inside an app never import each other; they meet only in the route table. Inside
    // a feature the layers point one way, and the shell's features never reach its app/.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureBoundaryZones(), ...featureLayerZones(), shellFeaturesNotApp] },
      ],
    },
  },
  {
    files: toolingFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: toolingNotTests }] },
  },
  // Everything not covered below (tests, scripts, the backend) still reaches packages by name.
  ...restrictImports({ files: ['**/*.{ts,tsx,js,mjs}'], patterns: [] }),
  ...restrictImports({
    files: ['shell/**/*.{ts,tsx}'],
    frontend: true,
    patterns: [
      {
        group: remoteImports(),
        message: 'The shell knows remotes only at run time (docs/architecture.md).',
      },
      noBackendInFrontend,
    ],
  }),
  ...remotes.flatMap((remote) =>
    restrictImports({
      files: [`${remote}/**/*.{ts,tsx}`],
      frontend: true,
      patterns: [
        {
          group: [
            '@phrasebook/shell',
            '@phrasebook/shell/*',
            '**/shell/**',
            ...remoteImports(remote),
          ],
          message: 'A remote never imports the shell or another remote (docs/architecture.md).',
        },
        noBackendInFrontend,
      ],
    }),
  ),
  ...restrictImports({
    files: ['packages/domain/**/*.ts'],
    patterns: [
      {
        group: [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          '@mantine/*',
          'jotai',
          'jotai/*',
          '@tanstack/*',
          '@supabase/*',
        ],
        message: 'packages/domain is pure TypeScript: no React, no UI, no data access.',
      },
      {
        group: ['@phrasebook/*'],
        message: 'packages/domain depends on no other workspace package.',
      },
    ],
  }),
  ...restrictImports({
    files: ['packages/ui/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ['@phrasebook/data', '@phrasebook/data/*', '@supabase/*', '@tanstack/react-query'],
        message: 'packages/ui is presentational: it never fetches (docs/architecture.md).',
      },
      noBackendInFrontend,
    ],
  }),
  ...restrictImports({ files: ['packages/ui/src/test/**/*.{ts,tsx}'], patterns: [] }),
  ...restrictImports({
    files: ['packages/data/**/*.{ts,tsx}'],
    patterns: [
      { group: ['@phrasebook/ui', '@phrasebook/ui/*'], message: 'data never imports ui.' },
      {
        group: ['@phrasebook/platform', '@phrasebook/platform/*'],
        message: 'The platform builds on data, never the reverse (docs/architecture.md).',
      },
      noBackendInFrontend,
    ],
  }),
  ...restrictImports({
    files: ['packages/platform/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ['@phrasebook/ui', '@phrasebook/ui/*', '@phrasebook/domain', '@phrasebook/domain/*'],
        message:
          'The platform joins the apps: the host hands it its design system, and the start-up it runs in never loads the domain.',
      },
      noBackendInFrontend,
    ],
  }),
);
