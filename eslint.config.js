// Lint the architecture as well as the code (DESIGN.md §1): arrows point one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { createRequire } from 'node:module';

const registry = createRequire(import.meta.url)('./packages/build-config/src/app-registry.json');
const remotes = registry.remotes.map((remote) => remote.folder);

const noBackendInFrontend = {
  group: ['@phrasebook/supabase-local', '@phrasebook/supabase-local/*', '**/supabase-local/**'],
  message: 'Frontend code talks to the backend through @phrasebook/data only.',
};

/** A remote may import packages, never the shell or another remote. */
const remoteRules = remotes.map((remote) => ({
  files: [`${remote}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@phrasebook/shell',
              '@phrasebook/shell/*',
              '**/shell/**',
              ...remotes
                .filter((other) => other !== remote)
                .flatMap((other) => [
                  `@phrasebook/${other}`,
                  `@phrasebook/${other}/*`,
                  `**/${other}/**`,
                ]),
            ],
            message: 'A remote never imports the shell or another remote (DESIGN.md §1).',
          },
          noBackendInFrontend,
        ],
      },
    ],
  },
}));

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: remotes.flatMap((r) => [
                `@phrasebook/${r}`,
                `@phrasebook/${r}/*`,
                `**/${r}/**`,
              ]),
              message: 'The shell knows remotes only at run time (DESIGN.md §2).',
            },
            noBackendInFrontend,
          ],
        },
      ],
    },
  },
  ...remoteRules,
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@phrasebook/data',
                '@phrasebook/data/*',
                '@supabase/*',
                '@tanstack/react-query',
              ],
              message: 'packages/ui is presentational: it never fetches (DESIGN.md §1).',
            },
            noBackendInFrontend,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@phrasebook/ui', '@phrasebook/ui/*'], message: 'data never imports ui.' },
            noBackendInFrontend,
          ],
        },
      ],
    },
  },
);
