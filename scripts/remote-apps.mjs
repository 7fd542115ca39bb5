/**
 * The four remotes: folder (also the URL prefix they are served under) and federation name.
 * Shared by the build, serve, start and dev scripts so they agree on names and locations.
 */
export const remoteApps = [
  { dir: 'mf-learn', name: 'mf_learn' },
  { dir: 'mf-review', name: 'mf_review' },
  { dir: 'mf-friends', name: 'mf_friends' },
  { dir: 'mf-profile', name: 'mf_profile' },
];

/** remotes.json contents for remotes served under their folder name by one server. */
export function sameOriginRemotes(baseUrl = '') {
  return Object.fromEntries(
    remoteApps.map(({ dir, name }) => [name, `${baseUrl}/${dir}/mf-manifest.json`]),
  );
}
