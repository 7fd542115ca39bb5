import type { ComponentPropsWithoutRef } from 'react';
import classes from './kbd.module.css';

export interface KbdProps extends ComponentPropsWithoutRef<'kbd'> {
  /** @default 'sm' */
  size?: 'xs' | 'sm';
}

/** A key of the keyboard, as Mantine's Kbd draws it. */
export function Kbd({ size = 'sm', className, ...rest }: KbdProps) {
  return (
    <kbd
      {...rest}
      className={className ? `${classes.kbd} ${className}` : classes.kbd}
      data-size={size}
    />
  );
}
