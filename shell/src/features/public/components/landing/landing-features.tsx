import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCards, IconMessageCircle, IconRepeat } from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface Feature {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
}

const features: Feature[] = [
  {
    title: 'One deck per language',
    text: 'Add phrases with their translations, or pick them from the shared library. Set a daily goal and a reason (visiting, family, moving) for each deck.',
    icon: IconCards,
    color: 'pink',
  },
  {
    title: 'Reviews that fit your memory',
    text: 'A spaced-repetition schedule brings each card back when you are about to forget it, so fifteen minutes a day goes a long way.',
    icon: IconRepeat,
    color: 'violet',
  },
  {
    title: 'Friends who speak it',
    text: 'Chat with friends, send them phrases you think they will need, and ask for cards on the topics you want to talk about.',
    icon: IconMessageCircle,
    color: 'teal',
  },
];

/** What the product does, in three short cards. */
export function LandingFeatures() {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 32, md: 64 }}>
      <Stack gap="xl">
        <Title order={2} ta="center">
          Everything you need to keep a language alive
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map(({ title, text, icon: Icon, color }) => (
            <Paper key={title} withBorder radius="lg" p="lg">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" color={color}>
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {title}
                </Title>
                <Text c="dimmed" size="sm" lh={1.6}>
                  {text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
