import { Paper, Stack, Text, Title } from '@mantine/core';
import { AddCardsLinks } from './deck-links.tsx';

/** Setup with nothing due and no new card anywhere: say so, and where cards come from. */
export function NothingToReview({ lang }: { lang: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Nothing to review today
        </Title>
        <Text>
          No card is due and there are no new cards to learn. Add phrases to your deck, or pick some
          from the library, and they will show up here.
        </Text>
        <AddCardsLinks lang={lang} />
      </Stack>
    </Paper>
  );
}
