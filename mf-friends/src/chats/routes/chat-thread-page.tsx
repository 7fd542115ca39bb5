import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import {
  currentQueryData,
  ownProfileQuery,
  unreadChatsQuery,
  useSignedInUser,
} from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { type Friendship } from '../../shared/api/friendship.ts';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { friendStreaksQuery } from '@phrasebook/data/friend-streaks';
import { threadWith } from '@phrasebook/domain';
import { chatMessagesQuery } from '../api/chat-messages-query.ts';
import { Composer } from '../components/composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { FormerThread } from '../components/former-thread.tsx';
import { ThreadHeader } from '../components/thread-header.tsx';
import { useMarkThreadRead } from '../components/use-mark-thread-read.ts';
import { useTextSender } from '../components/use-text-sender.ts';
import { useHasDeck } from '../components/use-has-deck.ts';
import { openedToWrite } from '../components/open-to-write.ts';

export const loader = signedInLoader(({ queryClient, user }) => {
  // The shared streak in the header is secondary: asked for with the rest, never waited for.
  void queryClient.prefetchQuery(friendStreaksQuery());
  // What a notification is about is marked out of date when it comes (the shell's bell).
  return Promise.all([
    currentQueryData(queryClient, friendsQuery(user.id), { showKeptCopy: true }),
    currentQueryData(queryClient, chatMessagesQuery(user.id), { showKeptCopy: true }),
    queryClient.ensureQueryData(unreadChatsQuery()),
    queryClient.ensureQueryData(ownProfileQuery(user.id)),
  ]);
});

function Thread({ friend }: { friend: Friendship }) {
  const me = useSignedInUser();
  const { data: all } = useSuspenseQuery(chatMessagesQuery(me.id));
  const hasDeck = useHasDeck(me.id);
  const { state } = useLocation();
  const messages = threadWith(all, friend.uid);
  const sender = useTextSender(me.id, friend.uid);
  useMarkThreadRead(friend.uid, messages);

  return (
    <>
      <ThreadHeader friend={friend} />
      <MessageList
        myUid={me.id}
        friendName={friend.username}
        friendLanguages={friend.languages_known}
        messages={messages}
        pending={sender.pending}
        hasDeck={hasDeck}
        onRetry={sender.retry}
        onDiscard={sender.discard}
        onCorrect={sender.correct}
      />
      <Composer
        friendName={friend.username}
        draftKey={`${me.id}:${friend.uid}`}
        autoFocus={openedToWrite(state)}
        onSend={(text) => void sender.send(text)}
      />
    </>
  );
}

/**
 * /friends/chats/{friendId}: the conversation with one friend, live both ways, marked read
 * as it is shown. Only friends can chat (docs/product.md §6; RLS refuses the rest): with anyone
 * else, the messages so far are there to read.
 */
export default function ChatThreadPage() {
  const me = useSignedInUser();
  const { friendId = '' } = useParams();
  const { data: friends } = useSuspenseQuery(friendsQuery(me.id));
  const friend = friends.find((f) => f.uid === friendId && f.relation === 'friends');

  if (!friend) return <FormerThread uid={friendId} />;
  return <Thread key={friend.uid} friend={friend} />;
}
