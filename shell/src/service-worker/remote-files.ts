/**
 * The files a remote's `mf-manifest.json` names (Module Federation's manifest format): its entry,
 * and the scripts and styles of what it exposes and of the shared packages it brings. Relative
 * to the remote's public path, which 'auto' puts beside the manifest.
 */
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: Assets }>;
  shared?: Array<{ assets?: Assets }>;
}

const filesOf = (assets: Assets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

export function remoteFileUrls(manifest: unknown, manifestUrl: string): string[] {
  const { metaData, exposes = [], shared = [] } = (manifest ?? {}) as RemoteManifest;
  const publicPath = metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = metaData?.remoteEntry?.name
    ? [`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`]
    : [];
  const files = [...entry, ...[...exposes, ...shared].flatMap(({ assets }) => filesOf(assets))];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/** remotes.json: remote name -> its manifest's address, relative to remotes.json. */
export function remoteManifestUrls(remotes: unknown, remotesUrl: string): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  return Object.values(remotes)
    .filter((location): location is string => typeof location === 'string')
    .map((location) => new URL(location, remotesUrl).href);
}
