import type { MouseEvent } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import type { DateLike } from '@phrasebook/domain';
import { RelativeTime } from '../RelativeTime/index.ts';
import { UserAvatar } from '../UserAvatar/index.ts';
import { notificationSentence } from './notification-text.ts';
import classes from './NotificationRow.module.css';

export interface NotificationRowProps {
  /** public.notification.kind: what happened. */
  kind: string;
  /** Who did it; null while unknown. */
  actorName: string | null;
  /** The actor's avatar URL. @default null */
  actorAvatarSrc?: string | null;
  createdAt: DateLike;
  /** Not read yet: marked with a dot and "unread" in its name. */
  unread: boolean;
  /** The screen it is about. */
  href: string;
  /** Following the link (the app navigates itself and marks the notification read). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Fixed "now" for the relative time (stories, tests). @default undefined */
  now?: DateLike;
}

/**
 * One notification in the list (docs/product.md "Notifications"): the friend's avatar, what
 * they did, when, and whether it is read; the whole row links to its screen.
 */
export function NotificationRow({
  kind,
  actorName,
  actorAvatarSrc = null,
  createdAt,
  unread,
  href,
  onOpen,
  now,
}: NotificationRowProps) {
  return (
    <a href={href} onClick={onOpen} className={classes.row} data-unread={unread || undefined}>
      <UserAvatar username={actorName} src={actorAvatarSrc} size={36} decorative />
      <span className={classes.text}>
        <Text size="sm" fw={unread ? 600 : 400} component="span" className={classes.sentence}>
          {notificationSentence(kind, actorName)}
        </Text>
        {/* Blocks don't separate words in computed text. */}{' '}
        <RelativeTime date={createdAt} now={now} size="xs" />
      </span>
      {unread ? (
        <>
          <span className={classes.dot} aria-hidden />
          <VisuallyHidden>, unread</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}
NotificationRow.displayName = 'NotificationRow';
