import { describe, expect, it } from 'vitest';
import { deckTheme, deckThemeNames, deckThemes, defaultDeckTheme } from './deck-themes.ts';

describe('deck themes', () => {
  it('cycles pink, red, gold, green, blue by deck index', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 11].map((i) => deckTheme(i).name)).toEqual([
      'pink',
      'red',
      'gold',
      'green',
      'blue',
      'pink',
      'red',
      'red',
    ]);
    expect(deckTheme(-1).name).toBe('blue');
  });

  it('looks themes up by name and falls back to the default hues', () => {
    expect(deckTheme('gold')).toBe(deckThemes[2]);
    expect(deckTheme('purple')).toEqual({ name: 'default', hue: 260, hueOff: 220, hueAccent: 160 });
    expect(deckTheme(null)).toBe(defaultDeckTheme);
    expect(deckTheme(undefined)).toBe(defaultDeckTheme);
    expect(deckTheme(1.5)).toBe(defaultDeckTheme);
  });

  it('gives every theme distinct hues within the colour wheel', () => {
    expect(deckThemes.map((t) => t.name)).toEqual([...deckThemeNames]);
    for (const theme of deckThemes) {
      for (const hue of [theme.hue, theme.hueOff, theme.hueAccent]) {
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThan(360);
      }
      expect(new Set([theme.hue, theme.hueOff, theme.hueAccent]).size).toBe(3);
    }
    expect(new Set(deckThemes.map((t) => t.hue)).size).toBe(deckThemes.length);
  });
});
