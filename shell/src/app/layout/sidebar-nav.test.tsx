import { beforeAll, expect, it } from 'vitest';
import { chatKeys } from '@phrasebook/data';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { createTestQueryClient, renderWithProviders, screen } from '@phrasebook/ui/test';
import { SidebarNav } from './sidebar-nav.tsx';

beforeAll(useUnreachableBackend);

function renderNav(unread: { friend_uid: string; unread_count: number }[], collapsed = false) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    chatKeys.unread(),
    unread.map((row) => ({ ...row, newest_unread_at: '2026-03-01T10:00:00Z' })),
  );
  return renderWithProviders(<SidebarNav collapsed={collapsed} />, {
    route: '/learn',
    queryClient,
  });
}

it("shows the unread chat messages as a badge on 'Friends'", () => {
  renderNav([
    { friend_uid: 'a', unread_count: 2 },
    { friend_uid: 'b', unread_count: 1 },
  ]);
  const friends = screen.getByRole('link', { name: 'Friends 3 unread messages' });
  expect(friends).toHaveAttribute('href', '/friends');
  expect(friends).toHaveTextContent('3');
  expect(screen.getByRole('link', { name: 'Learning home' })).not.toHaveTextContent(/\d/);
});

it('shows no badge without unread messages, and keeps the count when collapsed', () => {
  const { unmount } = renderNav([]);
  expect(screen.getByRole('link', { name: 'Friends' })).toBeInTheDocument();
  unmount();
  renderNav([{ friend_uid: 'a', unread_count: 1 }], true);
  expect(screen.getByRole('link', { name: 'Friends 1 unread message' })).toBeInTheDocument();
});
