import { readFileSync } from 'node:fs';

/**
 * The apps, from the one registry (@phrasebook/build-config's app-registry.json): the shell and
 * the remotes with their federation name, folder (also the URL prefix they are served under)
 * and dev port. Shared by the build, serve, start and dev scripts.
 */
// Read by path, not package name: `npm start` loads this before it has installed anything.
const registry = JSON.parse(
  readFileSync(new URL('../packages/build-config/src/app-registry.json', import.meta.url), 'utf8'),
);

export const shellApp = registry.shell;

/**
 * Each remote's area (`remotes`, in matching order) joined with its build (`builds`).
 * @type {{ name: string, folder: string, label: string, devPort: number }[]}
 */
export const remoteApps = registry.remotes.map((area) => ({
  ...area,
  ...registry.builds[area.name],
}));

/** remotes.json contents for remotes served under their folder name by one server. */
export function sameOriginRemotes(baseUrl = '') {
  return Object.fromEntries(
    remoteApps.map(({ folder, name }) => [name, `${baseUrl}/${folder}/mf-manifest.json`]),
  );
}
