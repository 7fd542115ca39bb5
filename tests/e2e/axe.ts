import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Transitions and animations end at once while axe runs: see expectNoSeriousAxeViolations. */
const stillWhileChecked = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
}`;

/**
 * Runs axe-core on the page once its transitions have settled and fails on any serious or
 * critical violation, listing each with the elements it concerns. Mid-fade text (a button's
 * label coming back after loading) would otherwise be measured at partial opacity; so would a
 * fade that begins while the check is under way (a toast closing itself), so transitions and
 * animations jump to their end until the check is over.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const still = await page.addStyleTag({ content: stillWhileChecked });
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
  await still.evaluate((style) => (style as HTMLStyleElement).remove());
  expect(violations).toEqual([]);
}
