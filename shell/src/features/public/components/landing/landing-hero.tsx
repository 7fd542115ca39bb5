import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SampleCard } from './sample-card.tsx';

/** Opening section: what Phrasebook is, and the two ways in. */
export function LandingHero() {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 48, md: 96 }}>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing={{ base: 48, md: 64 }}
        style={{ alignItems: 'center' }}
      >
        <Stack gap="lg">
          <Badge variant="light" size="lg" w="fit-content">
            Spaced repetition, with friends
          </Badge>
          <Title order={1} fz={{ base: 36, sm: 48 }} lh={1.1}>
            Learn the phrases you will{' '}
            <Text
              component="span"
              inherit
              variant="gradient"
              gradient={{ from: 'violet.4', to: 'pink.4', deg: 30 }}
            >
              actually say
            </Text>
          </Title>
          <Text size="lg" c="dimmed" maw={520}>
            Phrasebook keeps one flashcard deck for each language you are learning. Review a few
            cards a day, timed so you see each phrase just before you would forget it, and ask
            friends who speak the language to recommend the phrases that matter.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/signup"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Sign up for free
            </Button>
            <Button component={Link} to="/login" size="md" variant="default">
              Log in
            </Button>
          </Group>
        </Stack>
        <SampleCard />
      </SimpleGrid>
    </Container>
  );
}
