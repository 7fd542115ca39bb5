import { Group, Radio } from '@mantine/core';
import { deckThemes, type DeckTheme } from '@phrasebook/domain';
import { deckThemeVars, Tooltip } from '@phrasebook/ui';

export interface ThemeSwatchesProps {
  /** '' for "by position", else the theme's index as a string. */
  value: string;
  onChange: (value: string) => void;
  /** The colour a deck gets by position, shown on the first swatch. */
  positional: DeckTheme;
}

/** The deck colour: by position in the cycle, or one of the five themes (docs/product.md §3). */
export function ThemeSwatches({ value, onChange, positional }: ThemeSwatchesProps) {
  const choices = [
    { value: '', label: `Automatic (${positional.name})`, theme: positional },
    ...deckThemes.map((theme, index) => ({ value: String(index), label: theme.name, theme })),
  ];
  return (
    <Radio.Group label="Deck colour" value={value} onChange={onChange}>
      <Group gap="md" mt="xs">
        {choices.map((choice) => (
          <Tooltip key={choice.value} label={choice.label}>
            <Radio
              value={choice.value}
              label={choice.value === '' ? 'Automatic' : choice.label}
              color="var(--deck-color)"
              styles={{ radio: { borderColor: 'var(--deck-color)', borderWidth: 3 } }}
              style={deckThemeVars(choice.theme)}
              tt="capitalize"
            />
          </Tooltip>
        ))}
      </Group>
    </Radio.Group>
  );
}
