import type { APIRequestContext } from '@playwright/test';

/**
 * Where the shell at `shellUrl` finds a remote's manifest: its entry in that origin's
 * remotes.json, made absolute. The same origin under scripts/serve.mjs, the remote's own in the
 * static rehearsal (docs/deploying.md).
 */
export async function deployedManifestUrl(
  request: APIRequestContext,
  shellUrl: string,
  federationName: string,
): Promise<string> {
  const remotesUrl = new URL('/remotes.json', shellUrl);
  const remotes = (await (await request.get(remotesUrl.href)).json()) as Record<string, string>;
  const location = remotes[federationName];
  if (!location) throw new Error(`${remotesUrl.href} does not name ${federationName}`);
  return new URL(location, remotesUrl).href;
}
