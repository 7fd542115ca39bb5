import { expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../test/render.tsx';
import { RelativeTime } from '../RelativeTime/index.ts';
import { UserAvatar } from '../UserAvatar/index.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import { NOTIFICATION_KINDS, notificationSentence } from './notification-text.ts';

it('names the bell with the unread count, and shows 99+ past 99', () => {
  const { unmount } = renderWithProviders(<NotificationBell unread={0} />);
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  unmount();
  renderWithProviders(<NotificationBell unread={120} />);
  expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toHaveTextContent(
    '99+',
  );
});

it('has a sentence of its own for every kind, naming the friend', () => {
  const sentences = NOTIFICATION_KINDS.map((kind) => notificationSentence(kind, 'Priya'));
  expect(new Set(sentences).size).toBe(NOTIFICATION_KINDS.length);
  for (const sentence of sentences) expect(sentence).toMatch(/^Priya /);
  expect(notificationSentence('friend_accepted', 'Priya')).toBe(
    'Priya accepted your friend request',
  );
  expect(notificationSentence('a_future_kind', null)).toBe('Someone did something for you');
});

it('links a row to its screen, saying when it is unread', async () => {
  const onOpen = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithProviders(
    <NotificationRow
      kind="recording_made"
      actorName="Priya"
      avatar={<UserAvatar username="Priya" decorative />}
      time={<RelativeTime date="2026-12-05T11:55:00Z" now="2026-12-05T12:00:00Z" size="xs" />}
      unread
      href="/friends/chats/abc"
      onOpen={onOpen}
    />,
  );
  const link = screen.getByRole('link', {
    name: 'Unread: Priya recorded a phrase for you 5 min ago',
  });
  expect(link).toHaveAttribute('href', '/friends/chats/abc');
  expect(link).toHaveTextContent('5 min ago');
  link.click();
  expect(onOpen).toHaveBeenCalledOnce();
});
