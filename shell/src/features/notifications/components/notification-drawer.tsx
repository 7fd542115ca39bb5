import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CloseButton, Loader, Text } from '@mantine/core';
import { avatarUrl } from '@phrasebook/data';
import { ModalDialog, RelativeTime, UserAvatar } from '@phrasebook/ui';
import { NotificationRow } from '@phrasebook/ui/notifications';
import { useMarkNotificationsReadMutation } from '../api/mark-notifications-read.ts';
import { notificationListQuery, type NotificationItem } from '../api/notification-list-query.ts';
import { invalidateScreenOf } from '../api/notification-screen-queries.ts';
import { groupByDay } from './notification-days.ts';
import { notificationHref } from '../api/notification-link.ts';
import classes from './notification-drawer.module.css';

export interface NotificationDrawerProps {
  uid: string;
  id: string;
  opened: boolean;
  onClose: () => void;
}

const followsInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The bell's list (docs/product.md "Notifications"), loaded on the first open: my newest
 * notifications by day, each leading to its screen and read once followed; 'Mark all as read'
 * while any is unread.
 */
export function NotificationDrawer({ uid, id, opened, onClose }: NotificationDrawerProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({ ...notificationListQuery(uid), enabled: opened });
  const markRead = useMarkNotificationsReadMutation(uid);
  const items = list.data ?? [];
  const anyUnread = items.some((item) => item.read_at === null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const shown = opened && !list.isPending;

  // The list opens on its title, so a screen reader names it and the keyboard is not parked on
  // 'Close'; once the list has loaded, the focus moves on to the newest notification, unless
  // the learner has already moved it. Once an opening: one arriving later takes no focus.
  useEffect(() => {
    if (!opened) placed.current = false;
    if (!shown || placed.current) return;
    placed.current = true;
    if (document.activeElement !== titleRef.current) return;
    bodyRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [opened, shown]);

  // 'Mark all as read' goes with the last unread one (read here or on another device): if it
  // had the focus, the focus stays in the list, on its title, not on the page behind it.
  const hadUnread = useRef(anyUnread);
  useEffect(() => {
    const focusLost = hadUnread.current && !anyUnread && document.activeElement === document.body;
    hadUnread.current = anyUnread;
    if (opened && focusLost) titleRef.current?.focus();
  }, [anyUnread, opened]);

  // Followed, it is read anew even if its broadcast was missed (a gap, another tab's list).
  const follow = (item: NotificationItem, href: string) => (event: MouseEvent) => {
    invalidateScreenOf(queryClient, item);
    if (item.read_at === null) markRead.mutate([item.id]);
    if (!followsInPlace(event)) return;
    event.preventDefault();
    onClose();
    void navigate(href);
  };

  return (
    <ModalDialog
      opened={opened}
      onClose={onClose}
      id={id}
      aria-labelledby={titleId}
      className={classes.drawer}
    >
      <header className={classes.header}>
        <h2 id={titleId} ref={titleRef} className={classes.title} tabIndex={-1} data-autofocus>
          Notifications
        </h2>
        {anyUnread ? (
          <Button variant="subtle" size="compact-sm" onClick={() => markRead.mutate(null)}>
            Mark all as read
          </Button>
        ) : null}
        <CloseButton aria-label="Close" onClick={onClose} />
      </header>
      <div ref={bodyRef} className={classes.body}>
        {list.isPending ? (
          <Loader size="sm" m="md" role="img" aria-label="Loading notifications" />
        ) : list.isError ? (
          <Text m="md" c="red" role="alert">
            Could not load your notifications
          </Text>
        ) : items.length === 0 ? (
          <Text m="md" c="dimmed">
            Nothing here yet. What friends do for you will show here.
          </Text>
        ) : (
          groupByDay(items).map((day) => (
            <section key={day.label} aria-label={day.label}>
              <h3 className={classes.day}>{day.label}</h3>
              <ul className={classes.list}>
                {day.items.map((item) => {
                  const href = notificationHref(item);
                  return (
                    <li key={item.id}>
                      <NotificationRow
                        kind={item.kind}
                        actorName={item.actor?.username ?? null}
                        avatar={
                          <UserAvatar
                            username={item.actor?.username}
                            src={avatarUrl(item.actor?.avatar_path)}
                            size={36}
                            decorative
                          />
                        }
                        time={<RelativeTime date={item.created_at} size="xs" />}
                        unread={item.read_at === null}
                        href={href}
                        onOpen={follow(item, href)}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </ModalDialog>
  );
}
