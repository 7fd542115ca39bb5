import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';

const ratings = [
  { label: 'Again', color: 'red' },
  { label: 'Hard', color: 'orange' },
  { label: 'Good', color: 'teal' },
  { label: 'Easy', color: 'blue' },
] as const;

/**
 * A still picture of a review card, drawn with real components so it follows the theme. It is
 * an illustration: the buttons are inert and hidden from assistive technology.
 */
export function SampleCard() {
  return (
    <Paper
      withBorder
      shadow="xl"
      radius="lg"
      p="xl"
      aria-hidden
      style={{ transform: 'rotate(-1.5deg)', pointerEvents: 'none', userSelect: 'none' }}
    >
      <Stack gap="lg">
        <Group justify="space-between">
          <Badge color="pink" variant="light">
            Portuguese deck
          </Badge>
          <Text size="sm" c="dimmed">
            7 of 15 today
          </Text>
        </Group>
        <Progress value={(7 / 15) * 100} size="sm" />
        <Stack gap={6} py="md" ta="center">
          <Text fz={28} fw={700}>
            Onde fica a estação?
          </Text>
          <Text c="dimmed">Where is the station?</Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {ratings.map(({ label, color }) => (
            <Button
              key={label}
              variant="light"
              color={color}
              tabIndex={-1}
              size="sm"
              // Tinted background for the colour cue, body text colour for legibility.
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
            >
              {label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
