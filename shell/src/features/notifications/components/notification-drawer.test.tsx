import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { renderWithProviders, screen, waitFor } from '@phrasebook/ui/test';
import { notificationKeys } from '../api/notification-keys.ts';
import type { NotificationItem } from '../api/notification-list-query.ts';
import { NotificationDrawer } from './notification-drawer.tsx';

const item = (id: string, read_at: string | null): NotificationItem => ({
  id,
  uid: 'me',
  kind: 'friend_invited',
  actor_uid: 'ben',
  actor: { username: 'ben', avatar_path: null },
  lang: null,
  phrase_id: null,
  message_id: null,
  request_id: null,
  streak_id: null,
  created_at: '2026-12-05T10:00:00Z',
  changed_at: '2026-12-05T10:00:00Z',
  read_at,
});

/** The drawer open on this list, held as read (no request goes out for it). */
function openOn(items: NotificationItem[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(notificationKeys.list('me'), items);
  return renderWithProviders(
    <NotificationDrawer uid="me" id="notification-list" opened onClose={() => {}} />,
    { queryClient },
  );
}

const markAll = () => screen.queryByRole('button', { name: 'Mark all as read' });

it("offers 'Mark all as read' only while something is unread", () => {
  const empty = openOn([]);
  expect(screen.getByText(/Nothing here yet/)).toBeInTheDocument();
  expect(markAll()).toBeNull();
  empty.unmount();
  const allRead = openOn([item('a', '2026-12-05T11:00:00Z')]);
  expect(markAll()).toBeNull();
  allRead.unmount();
  openOn([item('a', '2026-12-05T11:00:00Z'), item('b', null)]);
  expect(markAll()).toBeInTheDocument();
});

it('goes once all are read, leaving the focus on the list, not the page behind', async () => {
  const { user } = openOn([item('a', null)]);
  await user.click(markAll()!);
  await waitFor(() => expect(markAll()).toBeNull());
  expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
});
