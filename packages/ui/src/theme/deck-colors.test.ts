import { expect, test } from 'vitest';
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
