import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { deckTheme, deckThemes, defaultDeckTheme } from '@phrasebook/domain';
import { DeckThemeScope } from './DeckThemeScope.tsx';

function DeckPreview({ name }: { name: string }) {
  const theme = deckTheme(name);
  return (
    <DeckThemeScope theme={theme}>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md">
              {theme.name} deck
            </Title>
            <Badge variant="light">{theme.hue}°</Badge>
          </Group>
          <div
            style={{
              height: 8,
              borderRadius: 4,
              background: 'linear-gradient(90deg, var(--deck-color), var(--deck-color-off))',
            }}
          />
          <Loader size="sm" />
          <Group gap="xs">
            <Button size="xs">Review</Button>
            <Button size="xs" variant="light">
              Library
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            hue {theme.hue} · off {theme.hueOff} · accent {theme.hueAccent}
          </Text>
        </Stack>
      </Paper>
    </DeckThemeScope>
  );
}

const meta = {
  title: 'Theme/DeckThemeScope',
  component: DeckThemeScope,
  args: { theme: deckTheme('pink'), children: null },
} satisfies Meta<typeof DeckThemeScope>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decks cycle pink, red, gold, green, blue; the default hues are 260 / 220 / 160. */
export const AllThemes: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {[...deckThemes, defaultDeckTheme].map((theme) => (
        <DeckPreview key={theme.name} name={theme.name} />
      ))}
    </SimpleGrid>
  ),
};
