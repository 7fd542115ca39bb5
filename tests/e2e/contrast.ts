import type { Locator } from '@playwright/test';

/**
 * WCAG 2 relative luminance of a computed colour: 'rgb(r, g, b)', or 'color(srgb r g b)' with
 * channels from 0 to 1, as Chromium computes a `color-mix()` in srgb.
 */
function luminance(computed: string): number {
  const scale = computed.startsWith('color(srgb ') ? 1 : 255;
  const [r = 0, g = 0, b = 0] = (computed.match(/[\d.]+/g) ?? []).map((value) => {
    const channel = Number(value) / scale;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG's contrast ratio of two opaque computed colours: 3 is the least for a focus ring or a
 * graphic that carries meaning (WCAG 1.4.11), 4.5 for body text.
 */
export function contrast(one: string, other: string): number {
  const [lighter = 0, darker = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The computed `property` of `target` (its next sibling with `next`: Mantine's Switch and
 * SegmentedControl ring the part after their hidden input), and the first opaque background
 * around it, which that colour is drawn on.
 */
export async function colourOnBackground(
  target: Locator,
  property: 'outlineColor' | 'fill' | 'backgroundColor',
  part: 'itself' | 'next' = 'itself',
): Promise<{ colour: string; behind: string }> {
  return target.evaluate(
    (found, { property, part }) => {
      const element = (part === 'next' && found.nextElementSibling) || found;
      let around = element.parentElement;
      let behind = 'rgba(0, 0, 0, 0)';
      while (around && /rgba\(.*, 0\)$|transparent/.test(behind)) {
        behind = getComputedStyle(around).backgroundColor;
        around = around.parentElement;
      }
      return { colour: getComputedStyle(element)[property], behind };
    },
    { property, part },
  );
}
