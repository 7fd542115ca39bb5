import { createContext, use } from 'react';
import type { FloatingAnchor, FloatingPosition } from '../Floating/index.ts';

/** Which item takes focus when the menu opens: none from a pointer, as the ARIA pattern asks. */
export type MenuFocus = 'first' | 'last' | 'none';

export interface MenuState {
  anchor: FloatingAnchor;
  focus: MenuFocus;
}

export interface MenuContextValue {
  open: MenuState | null;
  dropdownId: string;
  /** The element that opened the menu, where focus returns when it closes. */
  target: { current: HTMLElement | null };
  show: (state: MenuState) => void;
  close: (returnFocus: boolean) => void;
  position: FloatingPosition;
  /** The dropdown's width in px. */
  width: number | undefined;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenu(): MenuContextValue {
  const menu = use(MenuContext);
  if (!menu) throw new Error('Menu parts must be rendered inside <Menu>');
  return menu;
}

/** The value of the Menu.RadioGroup an item is in. */
export const MenuRadioContext = createContext<{
  value: string;
  onChange: (value: string) => void;
} | null>(null);
