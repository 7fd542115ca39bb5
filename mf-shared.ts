import { existsSync, readFileSync } from 'node:fs';

/** The subset of the Module Federation shared-config shape we use (kept local: this file sits
 * at the repo root, where the federation packages are not resolvable for type-checking). */
export interface SharedConfig {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The one shared-dependency list every app (shell and remotes) builds with, so each library
 * exists once at run time. All are singletons: two Reacts, routers, query caches or Supabase
 * clients would split context and state between the shell and a remote.
 *
 * The trailing-slash keys are prefix matches: without 'react-dom/', 'react-dom/client' would
 * be bundled a second time. Workspace packages are shared by name with their real version
 * (0.1.0) and an explicit range, because inferred values come out as 'workspace:*'.
 */
const singleton = (requiredVersion: string): SharedConfig => ({
  singleton: true,
  requiredVersion,
});

/**
 * Shared singletons trimmed to the exports listed here. A shared package is otherwise bundled
 * whole (react-router 60 kB gzip with its server rendering, @mantine/core 169 kB) because no
 * build can know what another app uses. With one explicit list per package, every app builds
 * the same trimmed copy and any of them can serve the others.
 *
 * Each list must cover every deployed app and every shared package that imports it
 * (@mantine/notifications uses @mantine/core's internals). A remote that starts using an
 * export not listed needs the list, and then the shell, rebuilt.
 * shell/src/app/federation/shared-exports.test.ts fails when an import is missing from a list,
 * or a list holds an export nothing imports.
 */
export const trimmedSharedExports: Record<string, string[]> = {
  'react-router': [
    'createBrowserRouter',
    'Link',
    'matchPath',
    'Navigate',
    'NavLink',
    'Outlet',
    'redirect',
    'RouterProvider',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
  '@mantine/core': [
    'ActionIcon',
    'Alert',
    'Anchor',
    'Avatar',
    'Badge',
    'Box',
    'Burger',
    'Button',
    'Center',
    'Code',
    'Container',
    'createTheme',
    'createVarsResolver',
    'Drawer',
    'extractStyleProps',
    'factory',
    'Fieldset',
    'FileButton',
    'Flex',
    'getDefaultZIndex',
    'getStyleObject',
    'Group',
    'Kbd',
    'List',
    'Loader',
    'localStorageColorSchemeManager',
    'MantineProvider',
    'Menu',
    'Modal',
    'NativeSelect',
    'NavLink',
    'Notification',
    'OptionalPortal',
    'Paper',
    'PasswordInput',
    'Progress',
    'Radio',
    'rem',
    'RemoveScroll',
    'SegmentedControl',
    'SimpleGrid',
    'Stack',
    'Table',
    'Text',
    'Textarea',
    'TextInput',
    'ThemeIcon',
    'Title',
    'Tooltip',
    'UnstyledButton',
    'useMantineColorScheme',
    'useMantineTheme',
    'useProps',
    'useStyles',
    'VisuallyHidden',
  ],
};

/**
 * A singleton trimmed to its list, in production builds only: the dev servers' hot-reload
 * runtime breaks on a trimmed copy ('require_runtime.__exportAll is not a function').
 */
const trimmedSingleton = (name: string, requiredVersion: string): SharedConfig => ({
  ...singleton(requiredVersion),
  ...(process.env.NODE_ENV === 'production'
    ? { treeShaking: { mode: 'runtime-infer', usedExports: trimmedSharedExports[name] ?? [] } }
    : {}),
});

const workspacePackage = (): SharedConfig => ({
  singleton: true,
  version: '0.1.0',
  requiredVersion: '^0.1.0',
});

export const shared: Record<string, SharedConfig> = {
  react: singleton('^19.2.0'),
  'react/': singleton('^19.2.0'),
  'react-dom': singleton('^19.2.0'),
  'react-dom/': singleton('^19.2.0'),
  'react-router': trimmedSingleton('react-router', '^7.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  '@tanstack/query-core': singleton('^5.0.0'),
  '@supabase/supabase-js': singleton('^2.0.0'),
  jotai: singleton('^2.0.0'),
  'jotai/': singleton('^2.0.0'),
  '@mantine/core': trimmedSingleton('@mantine/core', '9.7.3'),
  '@mantine/hooks': singleton('9.7.3'),
  '@mantine/notifications': singleton('9.7.3'),
  '@phrasebook/data': workspacePackage(),
  '@phrasebook/ui': workspacePackage(),
  '@phrasebook/domain': workspacePackage(),
};

/** Federation names and dev-server ports of the remotes (folders keep their hyphens). */
export const remoteDevPorts = {
  mf_learn: 3001,
  mf_review: 3002,
  mf_friends: 3003,
  mf_profile: 3004,
} as const;

export type RemoteName = keyof typeof remoteDevPorts;

export const shellDevPort = 3000;

/**
 * CSS Modules class names in production: a bare hash, so the class maps every screen's
 * JavaScript carries stay short (Rsbuild's default puts each local name in front). Dev
 * servers keep the readable default.
 */
export const cssModules =
  process.env.NODE_ENV === 'production' ? { localIdentName: '[hash:base64:6]' } : {};

/** Federation options every app (the shell and each remote) builds with. */
export const commonFederationOptions = {
  shared,
  // Type generation: slow, and nothing here reads the generated types.
  dts: false,
  // Every app runs only in browsers: 'web' drops the runtime's Node loading code (2 kB gzip).
  experiments: { optimization: { target: 'web' as const } },
  // The trimmed lists decide what each build keeps; singletons never consult them at run
  // time, so they need not ride in every page's start-up code (0.5 kB gzip).
  injectTreeShakingUsedExports: false,
};

/** Options every remote shares: one `./routes` expose. */
export function remoteFederationOptions(name: RemoteName) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: { './routes': './src/routes/index.ts' },
    ...commonFederationOptions,
  };
}

/**
 * config.json for dev servers: PHRASEBOOK_RUNTIME_CONFIG when scripts/dev.mjs set it, else the
 * local backend's runtime file if one is running, so `pnpm --filter <app> dev` works alone.
 */
export function devRuntimeConfig(): string | undefined {
  if (process.env.PHRASEBOOK_RUNTIME_CONFIG) return process.env.PHRASEBOOK_RUNTIME_CONFIG;
  const runtimeFile = new URL('./.data/supabase-local/runtime.json', import.meta.url);
  if (!existsSync(runtimeFile)) return undefined;
  const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as {
    apiUrl: string;
    anonKey: string;
  };
  return JSON.stringify({ supabaseUrl: runtime.apiUrl, supabaseAnonKey: runtime.anonKey });
}

/** remotes.json for the shell's dev server: the remotes' dev servers on their usual ports. */
export function devRemotes(): string {
  if (process.env.PHRASEBOOK_REMOTES) return process.env.PHRASEBOOK_REMOTES;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(remoteDevPorts).map(([name, port]) => [
        name,
        `http://localhost:${port}/mf-manifest.json`,
      ]),
    ),
  );
}

/** Connect-style middleware, typed here because @rsbuild/core is not resolvable from the root. */
type DevMiddleware = (
  req: { url?: string },
  res: { setHeader(name: string, value: string): void; end(body: string): void },
  next: () => void,
) => void;

/**
 * Everything a remote's rsbuild config holds except its plugins (which each app imports
 * itself): the entry, the build label, `assetPrefix: 'auto'` and the standalone dev server.
 */
export function remoteRsbuildConfig<Plugin>(name: RemoteName, area: string, plugins: Plugin[]) {
  return {
    plugins,
    source: {
      entry: { index: './src/index.ts' },
      // Always defined (empty when unset) so the bundle never reads a missing `process`.
      define: {
        'process.env.PUBLIC_BUILD_LABEL': JSON.stringify(process.env.PUBLIC_BUILD_LABEL ?? ''),
      },
    },
    output: {
      // Without 'auto' the manifest's publicPath is '/', and a shell on another path or origin
      // would request this remote's chunks from itself (TOOLCHAIN.md §7.1).
      assetPrefix: 'auto',
      // Lets a test or a release job build into another folder without touching dist/.
      distPath: { root: process.env.PHRASEBOOK_DIST_DIR ?? 'dist' },
      cssModules,
    },
    html: { title: `Phrasebook · ${area} (standalone)` },
    // Rsbuild 2 compiles dev modules on first request; with Module Federation's async
    // startup that leaves the standalone page requiring modules that were never built.
    dev: { lazyCompilation: false },
    server: {
      port: Number(process.env.PORT ?? remoteDevPorts[name]),
      historyApiFallback: true,
      // The shell's dev server fetches this remote's manifest and chunks cross-origin.
      cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
      setup: ({ server }: { server: { middlewares: { use(fn: DevMiddleware): void } } }) => {
        server.middlewares.use((req, res, next) => {
          // Dev-only runtime config for the standalone page, served from memory.
          const devConfig =
            req.url?.split('?')[0] === '/config.json' ? devRuntimeConfig() : undefined;
          if (!devConfig) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(devConfig);
        });
      },
    },
  };
}
