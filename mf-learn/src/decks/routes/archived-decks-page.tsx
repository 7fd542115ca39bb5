import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { languageName } from '@phrasebook/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PageContainer, PageHeader, RelativeTime, toast } from '@phrasebook/ui';
import { useUpdateDeckMutation } from '../api/update-deck.ts';
import { deckRestoredMessage } from '../components/archived-notice.tsx';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(ownProfileQuery(user.id)),
);

/** /learn/archived: decks put away, each with Restore. */
export default function ArchivedDecksPage() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const archived = deckSummaries(profile).filter((deck) => deck.archived);
  const update = useUpdateDeckMutation();
  return (
    <PageContainer size="sm">
      <PageHeader
        title="Archived decks"
        subtitle="Decks you put away keep their cards and history."
      />
      {archived.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>
            You have no archived decks.{' '}
            <Anchor component={Link} to="/learn">
              Back to Learning Home
            </Anchor>
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {archived.map((deck) => (
            <Paper key={deck.lang} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/learn/${deck.lang}`} fw={600}>
                    {languageName(deck.lang)}
                  </Anchor>
                  <Group gap={6}>
                    <Text size="sm" c="dimmed">
                      {deck.count_cards} cards · last review
                    </Text>
                    {deck.most_recent_review_at ? (
                      <RelativeTime date={deck.most_recent_review_at} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        never
                      </Text>
                    )}
                  </Group>
                </Stack>
                <Button
                  variant="light"
                  aria-label={`Restore ${languageName(deck.lang)}`}
                  loading={update.isPending && update.variables.lang === deck.lang}
                  onClick={() =>
                    update.mutate(
                      { uid: user.id, lang: deck.lang, patch: { archived: false } },
                      { onSuccess: () => toast.success(deckRestoredMessage(deck.lang)) },
                    )
                  }
                >
                  Restore
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
