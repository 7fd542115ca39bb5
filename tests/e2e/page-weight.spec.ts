import path from 'node:path';
import { test, expect, backendInfo, createTestUser } from './fixtures.ts';
import {
  describeWeight,
  pageUrl,
  pieceNames,
  totalGzip,
  weigh,
  weighedPages,
} from '../bench/page-weight.ts';
import { addWeighedDeck, openSignedIn, sessionClient } from '../bench/weighed-user.ts';

/**
 * Issue #14's goals: each page's cold first load (JS + CSS, gzip, kB = 1,000 bytes) stays
 * under its goal, or, while a page is still over it, under the figure it is held at
 * (`heldAtKb`). The failure names the figures and the largest pieces; `pnpm bench` prints the
 * whole table.
 */
test.describe('first-load weight of every page', () => {
  for (const weighed of weighedPages) {
    const limitKb = weighed.heldAtKb ?? weighed.goalKb;
    test(`${weighed.path} stays within ${limitKb} kB of JS and CSS`, async ({ page }) => {
      if (weighed.signedIn) {
        const user = await createTestUser();
        const backend = backendInfo();
        await addWeighedDeck(await sessionClient(backend.url, backend.anonKey, user.session));
        await openSignedIn(page, user.session);
      }
      const distDir = process.env.E2E_DIST_DIR ?? '';
      const downloads = await weigh(
        page,
        pageUrl(weighed),
        weighed.ready,
        pieceNames((app) => path.join(distDir, app)),
      );
      expect(totalGzip(downloads), describeWeight(weighed, downloads)).toBeLessThanOrEqual(
        limitKb * 1000,
      );
    });
  }
});
