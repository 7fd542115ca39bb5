import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures.ts';
import { rehearsalBuilds } from './static-host-setup.ts';
import { startStaticRehearsal } from '../../scripts/deploy/static-rehearsal.mjs';

// Only in playwright.static.config.ts: the rehearsal chooses its ports before copying the builds,
// and suites run side by side. A port another server holds by the time nginx binds it must not
// pass for the rehearsal's own: a spec then talked to that stranger (a 404 for /learn).

test("a port another server holds is refused, not taken for the rehearsal's own", async () => {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run through playwright.static.config.ts');
  const stranger = http.createServer((_request, response) => response.end('{}\n'));
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = stranger.address() as AddressInfo;
    await expect(
      startStaticRehearsal({ ...rehearsalBuilds(distDir), config: {}, port }),
    ).rejects.toThrow(/Address already in use/);
  } finally {
    stranger.close();
  }
});
