import type { Page } from '@playwright/test';
import { test, expect, createTestUser, signInContext } from './fixtures.ts';

/** What a script the page downloaded holds, told by a string each library keeps minified. */
const markers = { realtime: 'phx_join', storage: 'x-upsert' } as const;

function loadedParts(page: Page) {
  const seen = new Set<keyof typeof markers>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response
      .text()
      .then((text) => {
        for (const [part, marker] of Object.entries(markers)) {
          if (text.includes(marker)) seen.add(part as keyof typeof markers);
        }
      })
      // A body still arriving when the test ends.
      .catch(() => {});
  });
  return seen;
}

/**
 * The app's Supabase client loads realtime once the page has settled and storage when
 * something is uploaded (packages/data/src/client/supabase-client.ts, issue #14).
 */
test('a signed-in page loads realtime once it has settled, and storage not at all', async ({
  context,
  page,
}) => {
  const user = await createTestUser();
  await signInContext(context, user);
  const parts = loadedParts(page);
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Learning Home', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...parts]).toEqual([]);

  await page.mouse.move(200, 200);
  await expect.poll(() => [...parts]).toEqual(['realtime']);
});
