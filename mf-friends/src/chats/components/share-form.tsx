import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import type { Friendship } from '../../shared/api/friendship.ts';
import { languageName, withArticle } from '@phrasebook/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { FormErrorAlert, toast } from '@phrasebook/ui';
import { useRecommendPhraseMutation } from '../api/recommend-phrase.ts';
import type { LoadedShareTarget } from '../api/share-target-query.ts';
import { useShareRequestMutation } from '../api/share-request.ts';
import { isRetryableChatWrite } from '../api/post-messages.ts';
import { queueForFriends } from '../state/chat-outbox.ts';
import { FriendPicker } from './friend-picker.tsx';
import { NoteField } from './note-field.tsx';
import { PhrasePreview } from './phrase-preview.tsx';
import { useMessageIds } from './use-message-ids.ts';

/** "Sent to 2 friends". */
function sentTo(count: number): string {
  return `Sent to ${count} ${count === 1 ? 'friend' : 'friends'}`;
}

/** "Not sent yet to 2 friends: …": what could not be sent waits in each chat (chat-outbox.ts). */
export function notSentYetTo(count: number): string {
  return `Not sent yet to ${count} ${count === 1 ? 'friend' : 'friends'}: it is sent as soon as it can be`;
}

/** What is shared, the friends to send it to, a note, and Send. */
export function ShareForm({
  target,
  friends,
}: {
  target: LoadedShareTarget;
  friends: Friendship[];
}) {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useMessageIds();
  const recommend = useRecommendPhraseMutation();
  const shareRequest = useShareRequestMutation();
  const sending = recommend.isPending || shareRequest.isPending;

  const send = async () => {
    if (picked.length === 0) {
      setProblem('Pick at least one friend');
      return;
    }
    setProblem(null);
    const recipients = ids.for(picked);
    try {
      if (target.kind === 'phrase') {
        await recommend.mutateAsync({ recipients, phrase: target.phrase, note });
      } else {
        await shareRequest.mutateAsync({ request: target.request, recipients, note });
      }
      toast.success(sentTo(picked.length));
    } catch (error) {
      if (!isRetryableChatWrite(error)) {
        setProblem((error as Error).message ?? String(error));
        return;
      }
      queueForFriends(
        me.id,
        recipients,
        target.kind === 'phrase'
          ? {
              recommends: {
                phrase: { id: target.phrase.id, lang: target.phrase.lang },
                text: target.phrase.text,
              },
            }
          : { shares: target.request },
        note,
      );
      toast(notSentYetTo(picked.length));
    }
    await goBack();
  };
  // Back where 'Send to friends' was pressed (an earlier entry of this app's history), else
  // to the chats: a page opened from outside has nothing of ours to go back to.
  const goBack = () =>
    (window.history.state as { idx?: number } | null)?.idx
      ? navigate(-1)
      : navigate('/friends/chats');

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {target.kind === 'phrase' ? 'Send a phrase to friends' : 'Share a request with friends'}
      </Title>
      {target.kind === 'phrase' ? (
        <PhrasePreview phrase={target.phrase} />
      ) : (
        <Stack gap={2}>
          <Text fw={600} dir="auto">
            {target.request.prompt}
          </Text>
          <Text size="sm" c="dimmed">
            A request for {withArticle(languageName(target.request.lang))} card
          </Text>
        </Stack>
      )}
      <FriendPicker friends={friends} value={picked} onChange={setPicked} />
      <NoteField value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <FormErrorAlert message={problem} title="Could not send" />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void goBack()} disabled={sending}>
          Cancel
        </Button>
        <Button onClick={() => void send()} loading={sending}>
          {picked.length > 0
            ? `Send to ${picked.length} ${picked.length === 1 ? 'friend' : 'friends'}`
            : 'Send'}
        </Button>
      </Group>
    </Stack>
  );
}
