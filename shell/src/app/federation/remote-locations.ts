import { inlineRuntime } from '../startup/inline-runtime.ts';

/** remotes.json: federation name -> URL of that remote's mf-manifest.json (absolute or relative). */
export type RemoteLocations = Record<string, string>;

const federationName = /^[a-z_][a-z0-9_]*$/i;

/**
 * Checked by hand rather than with zod: this runs at every start-up, and zod would weigh on
 * the first load of every page (docs/performance.md, "Hand-written checks of JSON").
 */
export function parseRemoteLocations(value: unknown, url: string): RemoteLocations {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${url} must map federation names to manifest URLs`);
  }
  for (const [name, entry] of Object.entries(value)) {
    if (!federationName.test(name)) throw new Error(`${url}: '${name}' is not a federation name`);
    if (typeof entry !== 'string' || entry === '') {
      throw new Error(`${url}: the location of '${name}' must be a non-empty string`);
    }
  }
  return value as RemoteLocations;
}

const REMOTES_FILE = '/remotes.json';

/**
 * Reads the remote locations from remotes.json next to index.html at start-up, so shipping a
 * remote somewhere else means editing that file, never rebuilding the shell.
 */
export async function loadRemoteLocations(): Promise<RemoteLocations> {
  const response = await fetch(new URL(REMOTES_FILE, document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${REMOTES_FILE}: HTTP ${response.status}`);
  return absolute(parseRemoteLocations(await response.json(), REMOTES_FILE));
}

function absolute(locations: Record<string, string>): Record<string, string> {
  // Relative entries are relative to remotes.json itself, like links in a page; the federation
  // runtime derives each remote's public path from this URL, so hand it an absolute one.
  const fileUrl = new URL(REMOTES_FILE, document.baseURI);
  return Object.fromEntries(
    Object.entries(locations).map(([name, entry]) => [name, new URL(entry, fileUrl).href]),
  );
}

/**
 * The remote locations the page starts with, and the entry file of each remote whose manifest
 * the server read for it: from index.html when the server wrote them there, else remotes.json.
 */
export async function startupRemotes(): Promise<{
  locations: RemoteLocations;
  entries: Record<string, string>;
}> {
  const inline = inlineRuntime();
  if (!inline?.remotes) return { locations: await loadRemoteLocations(), entries: {} };
  const entries = Object.entries(inline.entries ?? {}).filter(([, e]) => typeof e === 'string');
  return {
    locations: absolute(parseRemoteLocations(inline.remotes, 'index.html')),
    entries: absolute(Object.fromEntries(entries)),
  };
}
