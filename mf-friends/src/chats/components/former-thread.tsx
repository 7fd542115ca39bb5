import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@phrasebook/data';
import { threadWith } from '@phrasebook/domain';
import { memberProfileQuery } from '../../shared/api/member-profile-query.ts';
import { chatMessagesQuery } from '../api/chat-messages-query.ts';
import { MessageList } from './message-list.tsx';
import { NotFriends } from './not-friends.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { useHasDeck } from './use-has-deck.ts';

const nothingToSend = () => undefined;

/**
 * A thread with someone who is not my friend (any more): the messages so far, which are kept,
 * as removing a friend says, to read but not answer; where the composer was, why not.
 */
export function FormerThread({ uid }: { uid: string }) {
  const me = useSignedInUser();
  const { data: all } = useSuspenseQuery(chatMessagesQuery(me.id));
  const { data: person } = useSuspenseQuery(memberProfileQuery(uid));
  const hasDeck = useHasDeck(me.id);
  const messages = threadWith(all, uid);
  if (!person) return <NotFriends uid={uid} />;
  return (
    <>
      <ThreadHeader friend={person} former />
      {messages.length > 0 ? (
        <MessageList
          myUid={me.id}
          friendName={person.username}
          friendLanguages={person.languages_known}
          messages={messages}
          pending={[]}
          hasDeck={hasDeck}
          onRetry={nothingToSend}
          onDiscard={nothingToSend}
        />
      ) : null}
      <NotFriends uid={uid} />
    </>
  );
}
