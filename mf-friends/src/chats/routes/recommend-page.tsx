import { useEffect, useRef, useState } from 'react';
import { IconArrowLeft, IconMicrophone } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { type Friendship } from '../../shared/api/friendship.ts';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { languagesKnownOf } from '@phrasebook/domain';
import {
  Anchor,
  Box,
  Button,
  Group,
  Stack,
  Text,
  Title,
  SegmentedControl,
  useMatches,
} from '@mantine/core';
import { FormErrorAlert, toast } from '@phrasebook/ui';
import type { FoundPhrase } from '../api/phrase-search-query.ts';
import { useAskToRecordMutation } from '../api/ask-to-record.ts';
import { isRetryableChatWrite } from '../api/post-messages.ts';
import { useRecommendPhraseMutation, type RecommendInput } from '../api/recommend-phrase.ts';
import { NewPhraseForm, type NewPhraseValues } from '../components/new-phrase-form.tsx';
import { NoteField } from '../components/note-field.tsx';
import { NotFriends } from '../components/not-friends.tsx';
import { PhraseFinder } from '../components/phrase-finder.tsx';
import { useMessageIds } from '../components/use-message-ids.ts';
import { queueForFriends } from '../state/chat-outbox.ts';
import { newMessageId } from '../state/message-id.ts';

export const loader = signedInLoader(({ queryClient, user }) =>
  Promise.all([
    queryClient.ensureQueryData(friendsQuery(user.id)),
    queryClient.ensureQueryData(ownProfileQuery(user.id)),
  ]),
);

/** Toast once a recommendation is posted. */
export const RECOMMENDATION_SENT = 'Recommendation sent';
/** Toast once a recommendation that could not be sent waits in the chat outbox. */
export const RECOMMENDATION_WAITING =
  'Recommendation not sent yet: it is sent as soon as it can be';

/** Toast once a friend is asked to record the phrase. */
export const askedToRecord = (username: string) => `Asked ${username} to record this`;

function Recommend({ friend }: { friend: Friendship }) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(me.id));
  const myLangs = languagesKnownOf(profile?.languages_known).map((l) => l.lang);
  const [mode, setMode] = useState<'find' | 'new'>('find');
  // Side by side, the two choices are wider than a 320 px phone's card, which cut 'Write a new
  // one' short: one under the other there, as the deck's answer buttons.
  const orientation = useMatches({ base: 'vertical', xs: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });
  const [selected, setSelected] = useState<FoundPhrase | null>(null);
  const [note, setNote] = useState('');
  const ids = useMessageIds();
  const newPhraseId = useRef(newMessageId());
  const recommend = useRecommendPhraseMutation();
  const ask = useAskToRecordMutation();
  // Phrases this friend was asked to record from here: each is asked once.
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const thread = `/friends/chats/${friend.uid}`;
  // What can be done with a phrase comes in view with its pick, however short the screen.
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) actions.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  // What cannot be sent now (offline, a server fault) waits in the thread, kept across reloads
  // (docs/offline.md §3); a refusal is told in the form.
  const send = async (phrase: RecommendInput['phrase'], text: string, shown: string) => {
    const recipients = ids.for([friend.uid]);
    try {
      await recommend.mutateAsync({ recipients, phrase, note: text });
      toast.success(RECOMMENDATION_SENT);
    } catch (error) {
      if (!isRetryableChatWrite(error)) throw error;
      queueForFriends(me.id, recipients, { recommends: { phrase, text: shown } }, text);
      toast(RECOMMENDATION_WAITING);
    }
    await navigate(thread);
  };
  const refusal =
    recommend.isError && !isRetryableChatWrite(recommend.error) ? recommend.error.message : null;

  const askToRecord = (phrase: FoundPhrase) =>
    ask.mutate(
      { myUid: me.id, friend, phrase },
      {
        onSuccess: () => {
          setAsked((ids) => new Set(ids).add(phrase.id));
          toast.success(askedToRecord(friend.username));
        },
      },
    );

  return (
    <Box p={{ base: 'md', sm: 'lg' }} style={{ overflowY: 'auto', flex: 1 }}>
      <Stack gap="md" maw={640}>
        <Anchor component={Link} to={thread} size="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to the
          chat
        </Anchor>
        <Title order={2} fz="h3">
          Recommend a phrase to {friend.username}
        </Title>
        <SegmentedControl
          aria-label="Where the phrase comes from"
          orientation={orientation}
          value={mode}
          onChange={(value) => setMode(value as 'find' | 'new')}
          data={[
            { value: 'find', label: 'Find a phrase' },
            { value: 'new', label: 'Write a new one' },
          ]}
        />
        {mode === 'find' ? (
          <Stack gap="sm">
            <PhraseFinder langs={myLangs} selected={selected} onSelect={setSelected} />
            {selected ? (
              <>
                <NoteField value={note} onChange={(event) => setNote(event.currentTarget.value)} />
                <FormErrorAlert message={refusal} title="Could not send the recommendation" />
                <Group justify="flex-end" ref={actions}>
                  <Button
                    variant="default"
                    leftSection={<IconMicrophone size={16} aria-hidden />}
                    loading={ask.isPending}
                    disabled={asked.has(selected.id)}
                    onClick={() => askToRecord(selected)}
                  >
                    Ask {friend.username} to record this
                  </Button>
                  <Button
                    loading={recommend.isPending}
                    onClick={() =>
                      void send(
                        { id: selected.id, lang: selected.lang },
                        note,
                        selected.text,
                      ).catch(() => undefined)
                    }
                  >
                    Send recommendation
                  </Button>
                </Group>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Pick a phrase from the results to send it.
              </Text>
            )}
          </Stack>
        ) : (
          <NewPhraseForm
            initialLang={myLangs[0] ?? 'eng'}
            initialTranslationLang={friend.languages_known[0]?.lang ?? ''}
            sending={recommend.isPending}
            onSend={({ note: text, ...values }: NewPhraseValues) =>
              send({ id: newPhraseId.current, ...values }, text, values.phrase_text)
            }
          />
        )}
      </Stack>
    </Box>
  );
}

/** /friends/chats/{friendId}/recommend: send a friend a library phrase or a new one. */
export default function RecommendPage() {
  const me = useSignedInUser();
  const { friendId = '' } = useParams();
  const { data: friends } = useSuspenseQuery(friendsQuery(me.id));
  const friend = friends.find((f) => f.uid === friendId && f.relation === 'friends');
  return friend ? <Recommend key={friend.uid} friend={friend} /> : <NotFriends uid={friendId} />;
}
