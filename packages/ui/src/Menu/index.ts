export { Menu, type MenuProps } from './Menu.tsx';
export type { MenuItemProps } from './menu-items.tsx';
