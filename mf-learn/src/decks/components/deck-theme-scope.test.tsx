import { screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { deckTheme } from '@phrasebook/domain';
import { renderWithProviders } from '@phrasebook/ui/test';
import { DeckThemeScope } from './deck-theme-scope.tsx';

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
