import { lazy, Suspense } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { IconSend, IconVolume } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { signedInLoader } from '@phrasebook/platform';
import { publicProfileQuery } from '../../shared/api/public-profile-query.ts';
import { htmlLang, languageName, withArticle } from '@phrasebook/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorPanel, RelativeTime } from '@phrasebook/ui';
import { CardStatusControl } from '../components/card-status-control.tsx';
import { CardDirections } from '../components/card-directions.tsx';
import { CardNoteSection } from '../components/card-note-section.tsx';
import { deckRecallEnabled } from '../../shared/api/deck-recall.ts';
import { CopyLinkButton } from '../../shared/components/copy-link-button.tsx';
import { ensureLibraryData, useLibraryData } from '../api/library-data.ts';
import { phraseQuery } from '../api/phrase-query.ts';
import { useSetCardStatusMutation } from '../api/set-card-status.ts';
import { TagsSection } from '../components/tags-section.tsx';
import { TranslationsSection } from '../components/translations-section.tsx';
import { useSpeech } from '../components/use-speech.ts';

// Recordings come after the phrase is on screen: their reads and players never hold it up.
const RecordingsSection = lazy(() => import('../components/recordings/recordings-section.tsx'));

export const loader = signedInLoader(({ queryClient, user, params }) =>
  Promise.all([
    ensureLibraryData(queryClient, user.id, params.lang),
    queryClient.ensureQueryData(phraseQuery(params.id ?? '')),
  ]),
);

/**
 * /learn/:lang/:id: a phrase, its translations and tags, my card (both its directions while
 * the deck has recall on), and ways to share it.
 */
export default function PhrasePage() {
  const { lang = '', id = '' } = useParams();
  const { user, profile, cardsByPhrase, languagesKnown, hasDeck } = useLibraryData(lang);
  const recallEnabled = deckRecallEnabled(profile, lang);
  const { data: phrase } = useSuspenseQuery(phraseQuery(id));
  const author = useQuery(publicProfileQuery(phrase?.added_by ?? ''));
  const setStatus = useSetCardStatusMutation();
  const speak = useSpeech(phrase?.lang ?? lang);

  if (!phrase || phrase.lang !== lang) {
    return (
      <ErrorPanel text="Phrase not found">
        <Stack gap="sm">
          <Text size="sm">
            There is no phrase with the id &quot;{id}&quot; in the {languageName(lang)} library. The
            link may be incomplete, or the phrase was removed.
          </Text>
          <Button component={Link} to={`/learn/${lang}/library`} size="xs" w="fit-content">
            Open the {languageName(lang)} library
          </Button>
        </Stack>
      </ErrorPanel>
    );
  }

  const card = cardsByPhrase.get(phrase.id);
  // With recall on, a phrase in my deck shows each direction with its own control; otherwise
  // the one control, as before two-way cards.
  const showDirections = recallEnabled && card !== undefined;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="md">
            <Title
              order={2}
              lang={htmlLang(phrase.lang)}
              dir="auto"
              style={{ overflowWrap: 'anywhere' }}
            >
              {phrase.text}
            </Title>
            {showDirections ? null : (
              <CardStatusControl
                status={card?.status ?? null}
                phraseText={phrase.text}
                disabled={!hasDeck}
                onChange={(status) =>
                  setStatus.mutate({
                    uid: user.id,
                    lang,
                    phraseId: phrase.id,
                    status,
                    recallEnabled,
                  })
                }
              />
            )}
          </Group>
          {showDirections ? (
            <CardDirections
              card={card}
              phraseText={phrase.text}
              onChange={(direction, status) =>
                setStatus.mutate({
                  uid: user.id,
                  lang,
                  phraseId: phrase.id,
                  status,
                  direction,
                  recallEnabled,
                })
              }
            />
          ) : null}
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              Added by {author.data?.username ?? 'a learner'}
            </Text>
            <RelativeTime date={phrase.created_at} />
          </Group>
          <Group gap="sm" mt="xs">
            {speak ? (
              <Button
                variant="light"
                leftSection={<IconVolume size={16} aria-hidden />}
                onClick={() => speak(phrase.text)}
              >
                Listen
              </Button>
            ) : null}
            <CopyLinkButton />
            <Button
              component={Link}
              to={`/friends/share?phrase=${phrase.id}`}
              variant="default"
              leftSection={<IconSend size={16} aria-hidden />}
            >
              Send to friends
            </Button>
          </Group>
          {hasDeck ? null : (
            <Text size="sm" c="dimmed">
              <Anchor component={Link} to={`/learn/add-deck?lang=${lang}`} size="sm">
                Start {withArticle(languageName(lang))} deck
              </Anchor>{' '}
              to add this phrase to your reviews.
            </Text>
          )}
        </Stack>
      </Paper>
      {card ? <CardNoteSection uid={user.id} phraseId={phrase.id} /> : null}
      <TranslationsSection
        key={phrase.id}
        phrase={phrase}
        uid={user.id}
        languagesKnown={languagesKnown}
      />
      <Suspense fallback={null}>
        <RecordingsSection phraseId={phrase.id} lang={phrase.lang} uid={user.id} />
      </Suspense>
      <TagsSection phrase={phrase} uid={user.id} />
    </Stack>
  );
}
