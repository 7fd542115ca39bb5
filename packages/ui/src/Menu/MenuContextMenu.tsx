import { Children, cloneElement, useRef, type ReactElement } from 'react';
import { mergeHandlers } from '../Floating/merge-handlers.ts';
import { useMenu } from './menu-context.ts';

/** How long a touch must rest to open the menu where a mouse would right-click. */
const LONG_PRESS_MS = 500;

interface Point {
  clientX: number;
  clientY: number;
}

/**
 * Opens the menu at the pointer on a right-click anywhere on its one child, or on a long press
 * on touch screens (iOS fires no contextmenu event). A right-click elsewhere on it moves the
 * menu there.
 */
export function MenuContextMenu({ children }: { children: ReactElement }) {
  const menu = useMenu();
  const press = useRef<{ timer?: ReturnType<typeof setTimeout>; opened: boolean } | null>(null);
  const child = Children.only(children) as ReactElement<Record<string, unknown>>;
  const openAt = ({ clientX, clientY }: Point) =>
    menu.show({ anchor: { x: clientX, y: clientY }, focus: 'none' });
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
  };
  return cloneElement(
    child,
    mergeHandlers(child.props, {
      onContextMenu: (event: MouseEvent) => {
        if (event.defaultPrevented) return;
        event.preventDefault();
        // The long press already opened it (Android fires contextmenu as well).
        if (!press.current?.opened) openAt(event);
      },
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        if (!touch) return;
        const point = { clientX: touch.clientX, clientY: touch.clientY };
        cancelPress();
        const state: { opened: boolean; timer?: ReturnType<typeof setTimeout> } = { opened: false };
        state.timer = setTimeout(() => {
          state.opened = true;
          openAt(point);
        }, LONG_PRESS_MS);
        press.current = state;
      },
      onTouchMove: cancelPress,
      onTouchCancel: cancelPress,
      onTouchEnd: (event: TouchEvent) => {
        cancelPress();
        // No click on what the finger rested on: the press was for the menu.
        if (press.current?.opened) event.preventDefault();
        press.current = null;
      },
      style: { ...(child.props.style as object), WebkitTouchCallout: 'none' },
    }),
  );
}
