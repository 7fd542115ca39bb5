import { useEffect, useRef } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { currentQueryData, unreadChatsQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { chatList, unreadByFriend } from '@phrasebook/domain';
import { chatMessagesQuery } from '../api/chat-messages-query.ts';
import { useChatLive } from '../api/chat-live.ts';
import { ChatListPanel } from '../components/chat-list-panel.tsx';
import { chatOutbox } from '../state/chat-outbox.ts';
import classes from '../components/chats.module.css';

// What a notification is about is marked out of date when it comes (the shell's bell): the
// screen it leads to waits for it rather than showing what it held (currentQueryData).
export const loader = signedInLoader(({ queryClient, user }) =>
  Promise.all([
    currentQueryData(queryClient, friendsQuery(user.id), { showKeptCopy: true }),
    currentQueryData(queryClient, chatMessagesQuery(user.id), { showKeptCopy: true }),
    queryClient.ensureQueryData(unreadChatsQuery()),
  ]),
);

/** The friend a /friends/chats/{friendId}… address is about. */
function openFriend(pathname: string): string | null {
  return /^\/friends\/chats\/([^/]+)/.exec(pathname)?.[1] ?? null;
}

/**
 * /friends/chats and its threads: the list of friends by most recent activity beside the
 * open thread (where the area is narrow, one or the other). Messages arrive live while any of it is open.
 */
export default function ChatsLayout() {
  const me = useSignedInUser();
  const { pathname } = useLocation();
  useChatLive(me.id);
  // What an earlier visit left unsent goes out from any of the chats, not only its thread.
  useEffect(() => chatOutbox.start(me.id), [me.id]);
  const { data: friends } = useSuspenseQuery(friendsQuery(me.id));
  const { data: messages } = useSuspenseQuery(chatMessagesQuery(me.id));
  // The counts may be refetching after a change; the list shows what it last knew meanwhile.
  const unread = useQuery(unreadChatsQuery());
  const active = openFriend(pathname);
  // An opened thread is brought into view whole: on a phone the page's title and tabs come
  // first, and its composer was below the screen.
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) area.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const entries = chatList(
    friends.filter((f) => f.relation === 'friends'),
    messages,
    unreadByFriend(unread.data ?? []),
    me.id,
  );

  return (
    <div className={classes.chatsArea} ref={area}>
      <div className={classes.chats} data-thread-open={active ? true : undefined}>
        <div className={classes.listPane}>
          <ChatListPanel myUid={me.id} entries={entries} activeUid={active} />
        </div>
        <section className={classes.threadPane} aria-label="Conversation">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
