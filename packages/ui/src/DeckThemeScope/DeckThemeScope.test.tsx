import { screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { deckTheme } from '@phrasebook/domain';
import { renderWithProviders } from '../test/render.tsx';
import { deckColors, huePalette } from '../theme/deck-colors.ts';
import { oklchToHex } from '../theme/oklch.ts';
import { phrasebookTheme } from '../theme/phrasebook-theme.ts';
import { DeckThemeScope } from './DeckThemeScope.tsx';

describe('DeckThemeScope', () => {
  it('points the primary colour at the deck colour inside it', () => {
    renderWithProviders(
      <DeckThemeScope theme={deckTheme('gold')}>
        <Button>Review</Button>
      </DeckThemeScope>,
    );
    const scope = screen
      .getByRole('button', { name: 'Review' })
      .closest('[data-deck-theme]') as HTMLElement;
    expect(scope.dataset['deckTheme']).toBe('gold');
    expect(scope.style.getPropertyValue('--mantine-primary-color-filled')).toBe(
      'var(--mantine-color-deck-gold-filled)',
    );
    expect(scope.style.getPropertyValue('--deck-color')).toBe('oklch(0.65 0.16 85)');
  });
});

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
