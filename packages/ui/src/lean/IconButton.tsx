import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './icon-button.module.css';
import './theme.ts';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name: the button shows only its icon. */
  'aria-label': string;
  /** The icon, decorative. */
  children: ReactNode;
  /** 'red' for a destructive action. @default 'primary' */
  color?: 'primary' | 'red';
}

/** ActionIcon variant subtle, size lg (34 px square): an icon-only button. */
export function IconButton({
  color = 'primary',
  type = 'button',
  className,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes.iconButton} ${className}` : classes.iconButton}
      data-color={color}
    >
      {children}
    </button>
  );
}
IconButton.displayName = 'IconButton';
