import { describe, expect, it } from 'vitest';
import { deckColors, huePalette } from './deck-colors.ts';
import { oklchToHex } from './oklch.ts';
import { phrasebookTheme } from './phrasebook-theme.ts';

describe('deck colours', () => {
  it('converts OKLCH to the expected sRGB', () => {
    expect(oklchToHex(0.627955, 0.257683, 29.2339)).toBe('#ff0000');
    expect(oklchToHex(1, 0, 0)).toBe('#ffffff');
    expect(oklchToHex(0, 0, 0)).toBe('#000000');
  });

  it('builds a light-to-dark palette per deck theme, registered in the Mantine theme', () => {
    const palette = huePalette(350);
    expect(palette).toHaveLength(10);
    palette.forEach((color) => expect(color).toMatch(/^#[0-9a-f]{6}$/));
    const luminance = (hex: string) =>
      parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    expect(luminance(palette[0])).toBeGreaterThan(luminance(palette[9]));
    expect(Object.keys(deckColors())).toEqual(
      expect.arrayContaining([
        'deck-pink',
        'deck-red',
        'deck-gold',
        'deck-green',
        'deck-blue',
        'deck-default',
        'deck-pink-accent',
      ]),
    );
    expect(phrasebookTheme.colors?.['deck-blue']).toEqual(huePalette(250));
  });
});
