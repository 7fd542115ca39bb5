import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import type { FriendStreak } from '@phrasebook/data/friend-streaks';
import { FriendStreakControls } from './friend-streak-controls.tsx';

const streak = (changes: Partial<FriendStreak>): FriendStreak => ({
  id: 'streak-1',
  friend_uid: 'priya-uid',
  status: 'active',
  invited_by_me: true,
  created_at: '2026-12-01T08:00:00Z',
  accepted_at: '2026-12-01T09:00:00Z',
  current_days: 0,
  longest_days: 0,
  friend_studied_today: false,
  me_studied_today: false,
  ...changes,
});

function renderFor(value: FriendStreak | undefined) {
  const { user } = renderWithProviders(
    <FriendStreakControls friendUid="priya-uid" friendName="Priya" streak={value} />,
  );
  return { user, group: screen.getByRole('group', { name: 'Shared streak with Priya' }) };
}

describe('FriendStreakControls', () => {
  it('offers a shared streak to a friend without one', () => {
    const { group } = renderFor(undefined);
    expect(
      within(group).getByRole('button', { name: 'Invite to a shared streak' }),
    ).toBeInTheDocument();
  });

  it('says an invitation I sent is waiting, and asks before cancelling it', async () => {
    const { user, group } = renderFor(streak({ status: 'invited' }));
    expect(group).toHaveTextContent('Invitation sent');
    await user.click(within(group).getByRole('button', { name: 'Cancel streak invitation' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel your invitation to a shared streak?',
    });
    expect(dialog).toHaveTextContent(
      'Priya will no longer be able to accept it. You can invite Priya again 24 hours after you sent it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(group).toHaveTextContent('Invitation sent');
  });

  it('lets me accept or decline an invitation from the friend', () => {
    const { group } = renderFor(streak({ status: 'invited', invited_by_me: false }));
    expect(group).toHaveTextContent('Priya invites you to a shared streak');
    expect(within(group).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('counts a running streak in days, "1 day" singular', () => {
    const { group } = renderFor(streak({ current_days: 1 }));
    expect(within(group).getByRole('img', { name: 'Shared streak: 1 day' })).toHaveTextContent(
      '1 day',
    );
  });

  it('asks before ending a running streak', async () => {
    const { user, group } = renderFor(streak({ current_days: 12 }));
    expect(within(group).getByRole('img', { name: 'Shared streak: 12 days' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'End shared streak' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End your shared streak with Priya?',
    });
    expect(dialog).toHaveTextContent('Your 12 days together will stop counting.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
