import { Group, Radio } from '@mantine/core';
import { deckThemes, type DeckTheme } from '@phrasebook/domain';
import { deckThemeVars } from '@phrasebook/ui';

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
    <Radio.Group label="Deck colour" value={value} onChange={onChange}>
      <Group mt="xs">
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={choice.label}
            color="var(--deck-color)"
            style={deckThemeVars(choice.theme)}
            styles={{
              radio: { borderColor: 'var(--deck-color)', borderWidth: 3 },
              label: { textTransform: 'capitalize' },
            }}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
