import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Badge, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
// Not the kinds' sentences: the bell is on every signed-in page's first load, the list is not.
import { bellLabel } from './bell-label.ts';

export interface NotificationBellProps
  extends
    Omit<ActionIconProps, 'children'>,
    Pick<ComponentPropsWithoutRef<'button'>, 'onPointerEnter' | 'onFocus'> {
  /** My unread notifications. */
  unread: number;
  /** Whether the list it opens is open. @default false */
  expanded?: boolean;
  /** Id of the list it opens, for aria-controls. @default undefined */
  controlsId?: string;
  onClick?: () => void;
}

/**
 * The bell of the signed-in layout (docs/product.md "Notifications"): the unread count on its
 * corner and in its name ("Notifications, 3 unread"); a click opens the list.
 */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(
  function NotificationBell({ unread, expanded = false, controlsId, onClick, ...icon }, ref) {
    return (
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={expanded ? controlsId : undefined}
        onClick={onClick}
        style={{ position: 'relative', overflow: 'visible' }}
        {...icon}
      >
        <IconBell size={20} stroke={1.75} aria-hidden />
        {unread > 0 ? (
          <Badge
            aria-hidden
            size="xs"
            circle={unread < 10}
            color="red"
            variant="filled"
            style={{ position: 'absolute', top: -2, insetInlineEnd: -4, pointerEvents: 'none' }}
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </ActionIcon>
    );
  },
);
NotificationBell.displayName = 'NotificationBell';
