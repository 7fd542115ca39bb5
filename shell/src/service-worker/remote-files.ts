/**
 * The files a remote's `mf-manifest.json` names (Module Federation's manifest format): its entry
 * and the scripts and styles of what it exposes, relative to the remote's public path, which
 * 'auto' puts beside the manifest. Not its copies of the shared packages: the shell provides
 * every one of them, and fetching the remotes' copies ahead would add about 150 kB (gzip) per
 * remote to each install; one a page does use is kept when it is first fetched.
 */
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: Assets }>;
}

const filesOf = (assets: Assets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

export function remoteFileUrls(manifest: unknown, manifestUrl: string): string[] {
  const { metaData, exposes = [] } = (manifest ?? {}) as RemoteManifest;
  const publicPath = metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = metaData?.remoteEntry?.name
    ? [`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`]
    : [];
  const files = [...entry, ...exposes.flatMap(({ assets }) => filesOf(assets))];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/** remotes.json: remote name -> its manifest's address, relative to remotes.json. */
export function remoteManifestUrls(remotes: unknown, remotesUrl: string): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  return Object.values(remotes)
    .filter((location): location is string => typeof location === 'string')
    .map((location) => new URL(location, remotesUrl).href);
}
