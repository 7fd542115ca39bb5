import { useRef, useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { IconMessageCircle, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import {
  friendActionNeedsConfirmation,
  friendActionsFor,
  type FriendActionType,
  type FriendRelation,
} from '@phrasebook/domain';
import { useFriendActionMutation } from '../api/friend-action.ts';
import { ConfirmActionModal } from '../../shared/components/confirm-action-modal.tsx';

/** Button labels per action (DESIGN: 'Add friend', 'Confirm friends', …). */
const labels: Record<FriendActionType, string> = {
  invite: 'Add friend',
  accept: 'Confirm friends',
  decline: 'Decline',
  cancel: 'Cancel invitation',
  remove: 'Remove friend',
};

function confirmation(action: FriendActionType, name: string) {
  switch (action) {
    case 'decline':
      return {
        title: 'Decline this invitation?',
        message: `You and ${name} will not be connected. They can invite you again later.`,
        confirmLabel: 'Decline invitation',
      };
    case 'cancel':
      return {
        title: 'Cancel your invitation?',
        message: `${name} will no longer see your invitation.`,
        confirmLabel: 'Cancel invitation',
      };
    default:
      return {
        title: `Remove ${name} from your friends?`,
        message: 'You will no longer be able to chat. Your messages so far are kept.',
        confirmLabel: 'Remove friend',
      };
  }
}

/**
 * An action takes away the buttons pressed (the row moves to another list, leaves it, or
 * offers the next action), and the keyboard's focus fell to the page's body: the next Tab
 * started from the top. It goes to the person's actions where they are now, else to the
 * heading of the list they were in.
 */
function keepFocus(uid: string, list: string | null | undefined) {
  const place = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const target =
      document.querySelector<HTMLElement>(`[data-actions-of="${uid}"] :is(a, button)`) ??
      document.querySelector<HTMLElement>(`section[aria-label="${list}"] :is(h2, h3)`);
    if (target?.matches('h2, h3')) target.tabIndex = -1;
    target?.focus();
  };
  // Once the lists are drawn anew, and again once a confirmation has closed.
  requestAnimationFrame(place);
  setTimeout(place, 400);
}

export interface RelationActionsProps {
  uid: string;
  username: string;
  relation: FriendRelation;
  /** Also offer the chat link to a friend. @default true */
  withChat?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * The action that fits a relation (docs/product.md §4): invite, accept or decline, cancel, or
 * remove, with a confirmation before decline, cancel and remove.
 */
export function RelationActions({
  uid,
  username,
  relation,
  withChat = true,
  size = 'sm',
}: RelationActionsProps) {
  const me = useSignedInUser();
  const act = useFriendActionMutation();
  const group = useRef<HTMLDivElement>(null);
  // The question holds for the relation it was asked about: when the other person acts
  // first (their answer arrives live), it closes.
  const [asked, setAsked] = useState<{ action: FriendActionType; about: FriendRelation } | null>(
    null,
  );
  if (asked && asked.about !== relation && !act.isPending) setAsked(null);
  const confirming = asked?.action ?? null;
  const run = (action: FriendActionType) => {
    // Read now: a row that leaves its list is no longer in it when the action is done.
    const list = group.current?.closest('section')?.getAttribute('aria-label');
    act
      .mutateAsync({ myUid: me.id, uid, username, action })
      .then(() => keepFocus(uid, list))
      // The mutation's own onError says what went wrong.
      .catch(() => undefined)
      .finally(() => setAsked(null));
  };
  const pending = (action: FriendActionType) => act.isPending && act.variables?.action === action;
  const ask = confirming ? confirmation(confirming, username) : null;

  return (
    <Group gap="xs" wrap="wrap" ref={group} data-actions-of={uid}>
      {relation === 'invited' ? (
        <Badge variant="light" color="gray" size="lg" tt="none">
          Requested
        </Badge>
      ) : null}
      {relation === 'friends' && withChat ? (
        <Button
          component={Link}
          to={`/friends/chats/${uid}`}
          size={size}
          variant="light"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
        >
          Chat
        </Button>
      ) : null}
      {friendActionsFor(relation).map((action) => {
        const primary = action === 'invite' || action === 'accept';
        return (
          <Button
            key={action}
            size={size}
            variant={primary ? 'filled' : 'default'}
            color={action === 'remove' ? 'red' : undefined}
            loading={pending(action)}
            disabled={act.isPending && !pending(action)}
            leftSection={
              action === 'invite' ? (
                <IconUserPlus size={16} aria-hidden />
              ) : action === 'accept' ? (
                <IconUserCheck size={16} aria-hidden />
              ) : undefined
            }
            onClick={() =>
              friendActionNeedsConfirmation(action)
                ? setAsked({ action, about: relation })
                : run(action)
            }
          >
            {labels[action]}
          </Button>
        );
      })}
      {ask && confirming ? (
        <ConfirmActionModal
          opened
          {...ask}
          loading={act.isPending}
          onConfirm={() => run(confirming)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </Group>
  );
}
