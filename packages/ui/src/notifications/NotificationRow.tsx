import type { MouseEvent, ReactNode } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { notificationSentence } from './notification-text.ts';
import classes from './NotificationRow.module.css';

export interface NotificationRowProps {
  /** public.notification.kind: what happened. */
  kind: string;
  /** Who did it; null while unknown. */
  actorName: string | null;
  /**
   * The actor's avatar, decorative (`<UserAvatar decorative />`): the sentence names them.
   * A slot, with `time`, so that a page loading this row lazily takes UserAvatar and
   * RelativeTime from the shared `@phrasebook/ui` rather than a second copy.
   */
  avatar: ReactNode;
  /** When it happened (`<RelativeTime size="xs" />`). */
  time: ReactNode;
  /** Not read yet: marked with a dot, and its name starts "Unread:". */
  unread: boolean;
  /** The screen it is about. */
  href: string;
  /** Following the link (the app navigates itself and marks the notification read). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One notification in the list (docs/product.md "Notifications"): the friend's avatar, what
 * they did, when, and whether it is read; the whole row links to its screen.
 */
export function NotificationRow({
  kind,
  actorName,
  avatar,
  time,
  unread,
  href,
  onOpen,
}: NotificationRowProps) {
  return (
    <a href={href} onClick={onOpen} className={classes.row} data-unread={unread || undefined}>
      {/* First: hidden text is a block, and a block after the time would read 'ago , unread'. */}
      {unread ? <VisuallyHidden>Unread:</VisuallyHidden> : null}
      {avatar}
      <span className={classes.text}>
        <Text size="sm" fw={unread ? 600 : 400} component="span" className={classes.sentence}>
          {notificationSentence(kind, actorName)}
        </Text>
        {/* Blocks don't separate words in computed text. */} {time}
      </span>
      {unread ? <span className={classes.dot} aria-hidden /> : null}
    </a>
  );
}
NotificationRow.displayName = 'NotificationRow';
