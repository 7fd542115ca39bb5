import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconPlus, IconTableImport } from '@tabler/icons-react';
import { languageName } from '@phrasebook/domain';

/**
 * A deck without cards, in place of its figures (all nought) and review sets (all empty): the
 * ways to its first cards, which otherwise sit only in the deck menu.
 */
export function EmptyDeckStart({ lang }: { lang: string }) {
  const base = `/learn/${lang}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="empty-deck-start">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="empty-deck-start">
          Add your first phrases
        </Title>
        <Text>
          Your {languageName(lang)} deck has no cards yet. Add the phrases you want to learn, or
          pick some from the phrases other learners have added.
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={`${base}/add-phrase`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add a phrase
          </Button>
          <Button
            component={Link}
            to={`${base}/bulk-add`}
            variant="light"
            leftSection={<IconTableImport size={16} aria-hidden />}
          >
            Add several at once
          </Button>
          <Button
            component={Link}
            to={`${base}/library`}
            variant="default"
            leftSection={<IconBooks size={16} aria-hidden />}
          >
            Browse the library
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
