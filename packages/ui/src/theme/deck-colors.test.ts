import { expect, test } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { deckColors } from './deck-colors.ts';

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

// Mantine fills with shade 6 in the light scheme and 8 in the dark one, with white labels.
test.each(Object.entries(deckColors()))(
  '%s: white labels on filled buttons meet WCAG AA (4.5:1) in both schemes',
  (_name, palette) => {
    expect(contrastWithWhite(palette[6])).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(palette[8])).toBeGreaterThanOrEqual(4.5);
  },
);

function contrast(one: string, other: string): number {
  const [lighter = 0, darker = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

// The year's heatmap (year-heatmap.module.css): a day of one review is drawn in the outline
// colour, shade 4 in the dark scheme and 6 in the light one, on a day of none in dark.5 and
// gray.4, apart by 3:1 (WCAG 1.4.11); a green deck's, the nearest, is 3.2:1 in the light scheme.
test.each(Object.entries({ violet: DEFAULT_THEME.colors.violet, ...deckColors() }))(
  "%s: a year's day of one review stands 3:1 from an empty one in both schemes",
  (_name, palette) => {
    expect(contrast(palette[4], DEFAULT_THEME.colors.dark[5])).toBeGreaterThanOrEqual(3);
    expect(contrast(palette[6], DEFAULT_THEME.colors.gray[4])).toBeGreaterThanOrEqual(3);
  },
);
