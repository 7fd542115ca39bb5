/**
 * The files a remote's `mf-manifest.json` names (Module Federation's manifest format): its entry,
 * the scripts and styles of what it exposes, and its copies of the shared packages the shell
 * does not provide (`provided`, the names in the shell's own manifest), relative to the remote's
 * public path, which 'auto' puts beside the manifest. The remotes' copies of what the shell
 * provides are never used; fetching them ahead would add about 150 kB (gzip) per remote to each
 * install.
 */
interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: Assets }>;
  shared?: Array<{ name?: string; assets?: Assets }>;
}

const filesOf = (assets: Assets | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/** Where a remote's files are: its public path, or beside its manifest. */
function remoteBase(manifest: unknown, manifestUrl: string): URL {
  const publicPath = (manifest as RemoteManifest | null)?.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

export function remoteFileUrls(
  manifest: unknown,
  manifestUrl: string,
  provided: ReadonlySet<string>,
): string[] {
  const { metaData, exposes = [], shared = [] } = (manifest ?? {}) as RemoteManifest;
  const ownCopies = shared.filter(({ name }) => !name || !provided.has(name));
  const base = remoteBase(manifest, manifestUrl);
  const entry = metaData?.remoteEntry?.name
    ? [`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`]
    : [];
  const files = [...entry, ...[...exposes, ...ownCopies].flatMap(({ assets }) => filesOf(assets))];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/** remotes.json: remote name -> its manifest's address, relative to remotes.json. */
export function remoteManifestUrls(remotes: unknown, remotesUrl: string): string[] {
  if (!remotes || typeof remotes !== 'object') return [];
  return Object.values(remotes)
    .filter((location): location is string => typeof location === 'string')
    .map((location) => new URL(location, remotesUrl).href);
}

/** The shared packages a manifest's app provides: the shell's own manifest says what it shares. */
export function sharedNames(manifest: unknown): Set<string> {
  const { shared = [] } = (manifest ?? {}) as RemoteManifest;
  return new Set(shared.flatMap(({ name }) => (name ? [name] : [])));
}

/**
 * The kept files of the remote at `manifestUrl` that none of `manifests` (its current and its
 * previous one) names: each deploy's leftovers go with the next one, while a page opened before
 * a deploy can still load the screens of the version it runs, offline too.
 */
export function leftoverRemoteFiles(
  kept: readonly string[],
  manifestUrl: string,
  manifests: readonly unknown[],
): string[] {
  const named = new Set(
    manifests.flatMap((manifest) => remoteFileUrls(manifest, manifestUrl, new Set())),
  );
  const bases = manifests.map((manifest) => remoteBase(manifest, manifestUrl).href);
  return kept.filter((url) => !named.has(url) && bases.some((base) => url.startsWith(base)));
}
