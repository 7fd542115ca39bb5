import {
  Children,
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { FloatingLayer, type FloatingPosition } from '../Floating/index.ts';
import { mergeHandlers } from '../Floating/merge-handlers.ts';
import { MenuContext, useMenu, type MenuFocus, type MenuState } from './menu-context.ts';
import { MenuDivider, MenuItem, MenuLabel, MenuRadioGroup, MenuRadioItem } from './menu-items.tsx';
import { MenuContextMenu } from './MenuContextMenu.tsx';
import classes from './menu.module.css';

export interface MenuProps {
  /** @default 'bottom' */
  position?: FloatingPosition;
  /** The dropdown's width in px; as wide as its items without it. */
  width?: number;
  children: ReactNode;
}

/**
 * A menu button (the WAI-ARIA pattern): `Menu.Target` opens `Menu.Dropdown` beside it, or
 * `Menu.ContextMenu` at the pointer. Arrow keys move between items, Escape and Tab close it
 * and give focus back, a click outside closes it. Mantine's Menu API, without Mantine.
 */
export function Menu({ position = 'bottom', width, children }: MenuProps) {
  const [open, setOpen] = useState<MenuState | null>(null);
  const target = useRef<HTMLElement | null>(null);
  const dropdownId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) target.current?.focus();
  }, []);
  const show = useCallback((state: MenuState) => {
    // From a right-click, focus goes back to wherever it was.
    target.current =
      state.anchor instanceof HTMLElement
        ? state.anchor
        : document.activeElement instanceof HTMLElement
          ? document.activeElement
          : null;
    setOpen(state);
  }, []);
  const value = useMemo(
    () => ({ open, dropdownId, target, show, close, position, width }),
    [open, dropdownId, show, close, position, width],
  );
  return <MenuContext value={value}>{children}</MenuContext>;
}

/** The one element that opens the menu (a button); it gets the ARIA attributes and handlers. */
function MenuTarget({ children }: { children: ReactElement }) {
  const menu = useMenu();
  const child = Children.only(children) as ReactElement<Record<string, unknown>>;
  const openFrom = (element: HTMLElement, focus: MenuFocus) =>
    menu.open ? menu.close(false) : menu.show({ anchor: element, focus });
  return cloneElement(
    child,
    mergeHandlers(child.props, {
      'aria-haspopup': 'menu',
      'aria-expanded': menu.open !== null,
      'aria-controls': menu.open ? menu.dropdownId : undefined,
      'data-expanded': menu.open ? true : undefined,
      onClick: (event: { currentTarget: HTMLElement; detail: number }) =>
        // detail 0: Enter or Space, so the keyboard lands on the first item.
        openFrom(event.currentTarget, event.detail === 0 ? 'first' : 'none'),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Escape' && menu.open) {
          // Not the dialog's Escape too, when the menu is in one.
          event.preventDefault();
          menu.close(true);
          return;
        }
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        menu.show({
          anchor: event.currentTarget,
          focus: event.key === 'ArrowDown' ? 'first' : 'last',
        });
      },
    }),
  );
}

function menuItems(dropdown: HTMLElement): HTMLElement[] {
  return [...dropdown.querySelectorAll<HTMLElement>('[data-menu-item]:not([data-disabled])')];
}

/** The menu's items, shown while it is open. */
function MenuDropdown({ children }: { children: ReactNode }) {
  const menu = useMenu();
  const dropdown = useRef<HTMLDivElement>(null);
  const { open, close, position, width } = menu;

  useEffect(() => {
    const box = dropdown.current;
    if (!open || !box) return;
    const items = menuItems(box);
    (open.focus === 'first' ? items[0] : open.focus === 'last' ? items.at(-1) : box)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const node = event.target as Node;
      if (box.contains(node) || (open.anchor instanceof Element && open.anchor.contains(node))) {
        return;
      }
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, HTMLElement | undefined> = {
      ArrowDown: items[(index + 1) % items.length],
      ArrowUp: items[index <= 0 ? items.length - 1 : index - 1],
      Home: items[0],
      End: items.at(-1),
    };
    if (event.key in next) {
      event.preventDefault();
      next[event.key]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };
  return (
    <FloatingLayer
      ref={dropdown}
      anchor={open.anchor}
      position={open.anchor instanceof Element ? position : 'bottom-start'}
      offset={open.anchor instanceof Element ? 8 : 0}
      id={menu.dropdownId}
      role="menu"
      tabIndex={-1}
      className={classes.dropdown}
      style={{ width }}
      onKeyDown={onKeyDown}
    >
      {children}
    </FloatingLayer>
  );
}

Menu.Target = MenuTarget;
Menu.Dropdown = MenuDropdown;
Menu.ContextMenu = MenuContextMenu;
Menu.Item = MenuItem;
Menu.Label = MenuLabel;
Menu.Divider = MenuDivider;
Menu.RadioGroup = MenuRadioGroup;
Menu.RadioItem = MenuRadioItem;
