import { useAtomValue } from 'jotai';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  deckSummaries,
  ownProfileQuery,
  useSignedInUser,
  type DeckSummary,
} from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { languageName } from '@phrasebook/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PageContainer, PageHeader, RelativeTime } from '@phrasebook/ui';
import { deckRestoredMessage } from '../components/archive-messages.ts';
import { QueuedSettingStatus } from '../components/queued-setting-status.tsx';
import { deckSettingsOutbox, withQueuedSettings } from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(ownProfileQuery(user.id)),
);

/**
 * /learn/archived: decks put away, each with Restore. A deck whose archive or restore waits to
 * be saved stays listed, with what it waits for.
 */
export default function ArchivedDecksPage() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const queue = useAtomValue(deckSettingsOutbox.atom(user.id));
  const archived = deckSummaries(profile).filter(
    (deck) =>
      deck.archived ||
      queue.some((entry) => entry.lang === deck.lang && entry.patch.archived !== undefined),
  );
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
            <ArchivedDeckRow key={deck.lang} uid={user.id} deck={deck} />
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}

function ArchivedDeckRow({ uid, deck }: { uid: string; deck: DeckSummary }) {
  const save = useDeckSettingsSave(uid, deck.lang);
  const { archived } = withQueuedSettings({ archived: deck.archived }, save.queue, deck.lang);
  const name = languageName(deck.lang);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Anchor component={Link} to={`/learn/${deck.lang}`} fw={600}>
            {name}
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
          <QueuedSettingStatus
            uid={uid}
            queue={save.queue}
            entries={save.waitingFor(['archived'])}
            removeLabel={`Discard the ${archived ? 'archive' : 'restore'} of ${name} not saved yet`}
          />
        </Stack>
        {archived ? (
          <Button
            variant="light"
            aria-label={`Restore ${name}`}
            loading={save.trying !== null}
            onClick={() => save.save({ archived: false }, deckRestoredMessage(deck.lang))}
          >
            Restore
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
