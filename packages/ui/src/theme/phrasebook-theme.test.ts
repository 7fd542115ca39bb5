import { expect, test } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { phrasebookTheme } from './phrasebook-theme.ts';

const theme = mergeMantineTheme(DEFAULT_THEME, phrasebookTheme);
const colorsOf = (color: string, variant: string) =>
  theme.variantColorResolver({ color, variant, theme });

// A deck's scope points the primary colour's variables at its hue (deckThemeVars).
test.each(['filled', 'light', 'outline', 'subtle', 'transparent'])(
  'the primary colour in the %s variant goes through the variables a deck scope sets',
  (variant) => {
    const colors = colorsOf('violet', variant);
    expect(JSON.stringify(colors)).not.toContain('--mantine-color-violet');
    expect(JSON.stringify(colors)).toContain('--mantine-primary-color-');
  },
);

test('the light variant of the primary colour reads its tint, hover and text from those variables', () => {
  expect(colorsOf('violet', 'light')).toMatchObject({
    background: 'var(--mantine-primary-color-light)',
    hover: 'var(--mantine-primary-color-light-hover)',
    color: 'var(--mantine-primary-color-light-color)',
  });
});

test('another colour, or a shade of the primary, is left as Mantine picks it', () => {
  expect(colorsOf('red', 'light').background).toBe('var(--mantine-color-red-light)');
  expect(colorsOf('violet.3', 'outline').color).toBe('var(--mantine-color-violet-3)');
});
