import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The button shows its whole label: neither it nor Mantine's label inside is narrower than its
 * text. A squeezed button clips its label without an ellipsis ("Sho" for "Show as table").
 */
export async function expectWholeLabel(button: Locator): Promise<void> {
  const fits = (el: Element) => el.scrollWidth <= el.clientWidth;
  expect(await button.evaluate(fits)).toBe(true);
  expect(await button.locator('.mantine-Button-label').evaluate(fits)).toBe(true);
}

/**
 * Nothing on the page is cut off: the page does not scroll sideways, no shown button's,
 * segmented control's or badge's label is narrower or lower than its text, no segmented control is
 * narrower than its choices, and no button sticks out of the card (Mantine's Paper) or note
 * (Alert) it is drawn in. Returns what was.
 */
export async function clippedOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      clipped.push(`the page, ${root.scrollWidth} px wide in ${root.clientWidth}`);
    const labels = document.querySelectorAll<HTMLElement>(
      '.mantine-Button-label, .mantine-SegmentedControl-label, .mantine-Badge-label',
    );
    for (const label of labels) {
      if (label.offsetParent === null) continue;
      if (label.scrollWidth > label.clientWidth)
        clipped.push(`"${label.textContent}", ${label.scrollWidth} px in ${label.clientWidth}`);
      // A pixel over is the line box's rounding (a wrapped label), not a cut.
      if (label.scrollHeight > label.clientHeight + 1)
        clipped.push(
          `"${label.textContent}", ${label.scrollHeight} px high in ${label.clientHeight}`,
        );
    }
    // A segmented control cuts its choices off at its own edge, each label whole inside it.
    for (const control of document.querySelectorAll<HTMLElement>(
      '.mantine-SegmentedControl-root',
    )) {
      if (control.offsetParent !== null && control.scrollWidth > control.clientWidth)
        clipped.push(
          `"${control.textContent}", ${control.scrollWidth} px in ${control.clientWidth}`,
        );
    }
    for (const button of document.querySelectorAll<HTMLElement>('button, a')) {
      const card = button.closest('.mantine-Paper-root, .mantine-Alert-root');
      if (!card || button.offsetParent === null) continue;
      const [inner, outer] = [button.getBoundingClientRect(), card.getBoundingClientRect()];
      if (inner.left < outer.left || inner.right > outer.right)
        clipped.push(`"${button.textContent}" out of its card`);
    }
    return clipped;
  });
}
