import type { ReactNode } from 'react';
import classes from './public-page.module.css';

/** Mantine's Container for the public pages: centred, 'lg' (1140 px) unless told. */
export function PublicContainer({
  size = 'lg',
  className,
  children,
}: {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${classes.container} ${className}` : classes.container}
      data-size={size}
    >
      {children}
    </div>
  );
}
