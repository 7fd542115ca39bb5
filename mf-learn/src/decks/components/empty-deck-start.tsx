import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconPlus, IconTableImport } from '@tabler/icons-react';
import { languageName } from '@phrasebook/domain';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';

/**
 * A deck without cards, in place of its figures (all nought) and review sets (all empty): the
 * ways to its first cards, which otherwise sit only in the deck menu.
 */
export function EmptyDeckStart({ lang }: { lang: string }) {
  const base = `/learn/${lang}`;
  const name = languageName(lang);
  // A language nobody has added phrases to yet has no library to browse.
  const { data: library } = useQuery(languageLibraryQuery(lang));
  const libraryEmpty = library?.phrases.length === 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="empty-deck-start">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="empty-deck-start">
          Add your first phrases
        </Title>
        <Text>
          {libraryEmpty
            ? `Your ${name} deck has no cards yet. Add the phrases you want to learn: nobody has added ${name} phrases yet, so yours will be the library's first.`
            : `Your ${name} deck has no cards yet. Add the phrases you want to learn, or pick some from the phrases other learners have added.`}
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
          {libraryEmpty ? null : (
            <Button
              component={Link}
              to={`${base}/library`}
              variant="default"
              leftSection={<IconBooks size={16} aria-hidden />}
            >
              Browse the library
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
