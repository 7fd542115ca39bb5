import type { Page } from '@playwright/test';
import { test, expect, signInContext } from './fixtures.ts';
import { cardCounter, newLearner } from './review-helpers.ts';
import { recordScripts, type DownloadedScript } from './downloaded-scripts.ts';

/** Issue #12: what mf-review may add to a signed-in cold load of its setup screen, gzip. */
const reviewShareGzip = 30_000;
/** ts-fsrs's parameters object, in the library and in the domain's fsrs-parameters.ts. */
const tsFsrsMarker = 'request_retention';
/** zod is bundled, not shared: recognised by its error class. */
const zodMarker = 'ZodError';

/** Starts recording the scripts `page` downloads from mf-review. */
const recordReviewScripts = (page: Page) =>
  recordScripts(page, (path) => path.startsWith('/mf-review/'));

const holding = (scripts: DownloadedScript[], marker: string) =>
  scripts.filter((script) => script.text.includes(marker)).map((script) => script.path);

test.describe('what the review screens download (docs/performance.md)', () => {
  test('the setup screen loads at most 30 kB of mf-review, with neither zod nor ts-fsrs', async ({
    context,
    page,
  }) => {
    await signInContext(context, await newLearner('spa', 5));
    const scripts = recordReviewScripts(page);
    await page.goto('/learn/spa/review');
    await expect(page.getByRole('button', { name: "Start today's review" })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const review = await scripts();
    expect(holding(review, zodMarker)).toEqual([]);
    expect(holding(review, tsFsrsMarker)).toEqual([]);
    const total = review.reduce((sum, script) => sum + script.gzip, 0);
    const files = review.map((script) => `${script.path} ${script.gzip}`).join(', ');
    expect(total, files).toBeLessThanOrEqual(reviewShareGzip);
  });

  test('the session brings ts-fsrs, not zod: intervals at its first paint, scoring by key at once', async ({
    context,
    page,
  }) => {
    await signInContext(context, await newLearner('spa', 5));
    // The Good button's text when the score buttons first enter the page, before any paint.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const good = document.querySelector('[data-score="3"]');
        if (!good) return;
        document.documentElement.dataset.firstGood = good.textContent ?? '';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/learn/spa/review');
    const start = page.getByRole('button', { name: "Start today's review" });
    await expect(start).toBeVisible();
    await page.waitForLoadState('networkidle');

    const scripts = recordReviewScripts(page);
    await start.click();
    await expect(cardCounter(page)).toHaveText('Card 1 of 5');
    const session = await scripts();
    expect(holding(session, tsFsrsMarker)).not.toEqual([]);
    expect(holding(session, zodMarker)).toEqual([]);
    // A new card's Good: 3.173 days (FSRS-5's w2), shown as 3 d, then the key hint.
    await expect(page.locator('html')).toHaveAttribute('data-first-good', /^Good3 d3 days\s*3$/);

    await page.keyboard.press('3');
    await expect(page.getByTestId('toasts').getByText(/^got it$/)).toBeVisible();
    await expect(cardCounter(page)).toHaveText('Card 2 of 5');
  });
});
