import type { CSSProperties } from 'react';
import { deckThemes, type DeckTheme } from '@phrasebook/domain';
import { deckThemeVars } from '@phrasebook/ui';
import { RadioGroup } from '@phrasebook/ui/lean';

export interface ThemeSwatchesProps {
  /** '' for "by position", else the theme's index as a string. */
  value: string;
  onChange: (value: string) => void;
  /** The colour a deck gets by position, shown on the first swatch. */
  positional: DeckTheme;
}

/**
 * The deck colour: by position in the cycle (the colour that gives, named), or one of the five
 * themes (docs/product.md §3). Each radio is drawn in its colour.
 */
export function ThemeSwatches({ value, onChange, positional }: ThemeSwatchesProps) {
  const choices = [
    { value: '', label: `Automatic (${positional.name})`, theme: positional },
    ...deckThemes.map((theme, index) => ({ value: String(index), label: theme.name, theme })),
  ];
  return (
    <RadioGroup
      label="Deck colour"
      orientation="horizontal"
      value={value}
      onChange={onChange}
      options={choices.map((choice) => ({
        value: choice.value,
        label: choice.label,
        style: {
          ...deckThemeVars(choice.theme),
          '--radio-color': 'var(--deck-color)',
          '--radio-border-color': 'var(--deck-color)',
          '--radio-border-width': '3px',
          textTransform: 'capitalize',
        } as CSSProperties,
      }))}
    />
  );
}
