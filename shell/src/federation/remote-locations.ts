import { z } from 'zod';

/** remotes.json: federation name -> URL of that remote's mf-manifest.json (absolute or relative). */
const remoteLocationsSchema = z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/i), z.string().min(1));

export type RemoteLocations = z.infer<typeof remoteLocationsSchema>;

/**
 * Reads the remote locations from remotes.json next to index.html at start-up, so shipping a
 * remote somewhere else means editing that file, never rebuilding the shell.
 */
export async function loadRemoteLocations(url = '/remotes.json'): Promise<RemoteLocations> {
  const fileUrl = new URL(url, document.baseURI);
  const response = await fetch(fileUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const locations = remoteLocationsSchema.parse(await response.json());
  // Relative entries are relative to remotes.json itself, like links in a page; the federation
  // runtime derives each remote's public path from this URL, so hand it an absolute one.
  return Object.fromEntries(
    Object.entries(locations).map(([name, entry]) => [name, new URL(entry, fileUrl).href]),
  );
}
