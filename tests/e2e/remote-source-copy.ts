import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routesExpose } from '@phrasebook/build-config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A screen a new release adds: its route path, and the component `file` holds in `source`. */
export interface ReleaseScreen {
  path: string;
  file: string;
  source: string;
  component: string;
}

/** The copy's path from the repository root, as scripts/build.mjs's buildApp takes it. */
export interface RemoteSourceCopy {
  folder: string;
  remove: () => void;
}

/**
 * A throwaway copy of remote `folder` whose `./routes` also mounts the given screen at `path`
 * (signed in): a new release of that remote, built from sources nobody commits. It sits under
 * the repository's .tmp/ and borrows the remote's node_modules, so it resolves packages the way
 * the remote does.
 */
export function remoteSourceCopyWithScreen(
  folder: string,
  screen: ReleaseScreen,
): RemoteSourceCopy {
  fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(repoRoot, '.tmp', `${folder}-`));
  const skip = new Set(['node_modules', 'dist'].map((name) => path.join(repoRoot, folder, name)));
  fs.cpSync(path.join(repoRoot, folder), dir, { recursive: true, filter: (src) => !skip.has(src) });
  fs.symlinkSync(path.join(repoRoot, folder, 'node_modules'), path.join(dir, 'node_modules'));

  const expose = path.join(dir, routesExpose);
  const shipped = path.join(path.dirname(expose), 'shipped-routes.ts');
  fs.renameSync(expose, shipped);
  fs.writeFileSync(path.join(path.dirname(expose), screen.file), screen.source);
  fs.writeFileSync(
    expose,
    [
      "import createShippedRoutes from './shipped-routes.ts';",
      `import { ${screen.component} } from './${screen.file}';`,
      '',
      'export default function createRoutes(context: Parameters<typeof createShippedRoutes>[0]) {',
      '  const routes = createShippedRoutes(context);',
      `  const screen = { path: '${screen.path}', Component: ${screen.component} };`,
      '  return { ...routes, signedIn: [...(routes.signedIn ?? []), screen] };',
      '}',
    ].join('\n'),
  );
  return {
    folder: path.relative(repoRoot, dir),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
