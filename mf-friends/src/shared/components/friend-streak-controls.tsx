import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { sharedStreakLength } from '@phrasebook/domain';
import { StreakBadge } from '@phrasebook/ui/progress';
import type { FriendStreak } from '@phrasebook/data/friend-streaks';
import { useFriendStreakAction, type FriendStreakAction } from '../api/friend-streak-action.ts';
import { ConfirmActionModal } from './confirm-action-modal.tsx';
import { EndFriendStreakModal } from './end-friend-streak-modal.tsx';

/** How long after my action a change of the streak is taken for its outcome. */
const REFOCUS_WITHIN_MS = 10_000;

export interface FriendStreakControlsProps {
  friendUid: string;
  friendName: string;
  /** My invited or running streak with this friend, if any. */
  streak: FriendStreak | undefined;
  size?: 'xs' | 'sm';
}

/**
 * My shared streak with one friend and what I can do about it: invite; 'Invitation sent', and
 * cancelling it; accept or decline theirs; the days of a running one, and ending it. Cancelling
 * and ending are asked about first.
 */
export function FriendStreakControls({
  friendUid,
  friendName,
  streak,
  size = 'xs',
}: FriendStreakControlsProps) {
  const act = useFriendStreakAction();
  // Which question is open, for which streak: a refetch that changes the streak (the friend
  // answered meanwhile) closes it rather than opening the other state's.
  const [confirming, setConfirming] = useState<{ kind: 'cancel' | 'end'; id: string } | null>(null);
  const asking = (kind: 'cancel' | 'end') =>
    confirming?.kind === kind && confirming.id === streak?.id;
  const stopConfirming = () => setConfirming(null);
  // Taking back and ending: quieter than the invitation and the answers.
  const quiet = { size, variant: 'subtle', color: 'gray' } as const;
  const busy = act.isPending;

  // The control pressed goes as the streak changes ('Invite…' becomes 'Invitation sent'): the
  // group takes the focus the page's body would have had, after my own action only. A change
  // from elsewhere (the friend answering) is told apart by coming later than the action's own,
  // which comes once the list is read again.
  const group = useRef<HTMLDivElement>(null);
  const refocusUntil = useRef(0);
  const shown = streak ? `${streak.status} ${streak.invited_by_me}` : 'none';
  useEffect(() => {
    if (Date.now() > refocusUntil.current) return;
    refocusUntil.current = 0;
    if (document.activeElement === document.body) group.current?.focus({ preventScroll: true });
  }, [shown]);
  const perform = (action: FriendStreakAction, onSettled?: () => void) => {
    refocusUntil.current = Date.now() + REFOCUS_WITHIN_MS;
    act.mutate(action, {
      onError: () => {
        refocusUntil.current = 0;
      },
      onSettled,
    });
  };

  let content;
  if (!streak) {
    content = (
      <Button
        size={size}
        variant="light"
        leftSection={<IconFlame size={14} aria-hidden />}
        loading={busy}
        onClick={() => perform({ kind: 'invite', friendUid })}
      >
        Invite to a shared streak
      </Button>
    );
  } else if (streak.status === 'invited' && streak.invited_by_me) {
    content = (
      <>
        <Badge
          variant="light"
          color="gray"
          tt="none"
          leftSection={<IconFlame size={12} aria-hidden />}
        >
          Invitation sent
        </Badge>
        <Button {...quiet} onClick={() => setConfirming({ kind: 'cancel', id: streak.id })}>
          Cancel streak invitation
        </Button>
        {asking('cancel') ? (
          <ConfirmActionModal
            opened
            title="Cancel your invitation to a shared streak?"
            // The database takes a new invitation to the same friend a day after the last.
            message={`${friendName} will no longer be able to accept it. You can invite ${friendName} again 24 hours after you sent it.`}
            confirmLabel="Cancel streak invitation"
            loading={busy}
            onConfirm={() => perform({ kind: 'cancel', streakId: streak.id }, stopConfirming)}
            onClose={stopConfirming}
          />
        ) : null}
      </>
    );
  } else if (streak.status === 'invited') {
    content = (
      <>
        <Text size={size}>{friendName} invites you to a shared streak</Text>
        <Button
          size={size}
          loading={busy && act.variables.kind === 'accept'}
          disabled={busy}
          onClick={() => perform({ kind: 'accept', streakId: streak.id })}
        >
          Accept
        </Button>
        <Button
          size={size}
          variant="default"
          loading={busy && act.variables.kind === 'decline'}
          disabled={busy}
          onClick={() => perform({ kind: 'decline', streakId: streak.id })}
        >
          Decline
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <StreakBadge
          current={streak.current_days}
          size={size === 'xs' ? 'md' : 'lg'}
          aria-label={`Shared streak: ${sharedStreakLength(streak.current_days)}`}
        />
        <Button {...quiet} onClick={() => setConfirming({ kind: 'end', id: streak.id })}>
          End shared streak
        </Button>
        {asking('end') ? (
          <EndFriendStreakModal
            friendName={friendName}
            days={streak.current_days}
            loading={busy}
            onConfirm={() => perform({ kind: 'end', streakId: streak.id }, stopConfirming)}
            onClose={stopConfirming}
          />
        ) : null}
      </>
    );
  }

  return (
    <Group
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={`Shared streak with ${friendName}`}
      gap="xs"
      wrap="wrap"
    >
      {content}
    </Group>
  );
}
