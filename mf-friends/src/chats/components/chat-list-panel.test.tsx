import { beforeAll, describe, expect, it } from 'vitest';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { ChatListPanel } from './chat-list-panel.tsx';

beforeAll(useUnreachableBackend);

const friend = (uid: string, username: string) => ({
  uid,
  username,
  avatar_path: null,
  languages_known: [],
  relation: 'friends' as const,
  since: '2026-03-01T08:00:00Z',
});

describe('ChatListPanel', () => {
  it('says so when there is nobody to chat with', () => {
    renderWithProviders(<ChatListPanel myUid="me" entries={[]} activeUid={null} />);
    expect(screen.getByText('You have no friends to chat with yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'invite a friend' })).toHaveAttribute(
      'href',
      '/friends/invite',
    );
  });

  it('lists each friend with the summary, the unread count and the open one marked', () => {
    const last = {
      id: 'm1',
      sender_uid: 'ana',
      recipient_uid: 'me',
      created_at: '2026-03-01T09:00:00Z',
      message_type: 'recommendation',
      lang: 'spa',
      message: null,
      phrase_id: 'p1',
      request_id: null,
      related_message_id: null,
      recording_id: null,
      phrase: null,
      request: null,
    };
    renderWithProviders(
      <ChatListPanel
        myUid="me"
        activeUid="ben"
        entries={[
          { friend: friend('ana', 'ana'), last, activityAt: last.created_at, unread: 3 },
          {
            friend: friend('ben', 'ben'),
            last: null,
            activityAt: '2026-03-01T08:00:00Z',
            unread: 0,
          },
        ]}
      />,
    );
    const ana = screen.getByRole('link', { name: /ana/ });
    expect(ana).toHaveAttribute('href', '/friends/chats/ana');
    expect(ana).toHaveTextContent('sent a recommendation');
    expect(ana).toHaveTextContent('3 unread');
    const ben = screen.getByRole('link', { name: /ben/ });
    expect(ben).toHaveTextContent('No messages yet');
    expect(ben).toHaveAttribute('aria-current', 'page');
  });
});
