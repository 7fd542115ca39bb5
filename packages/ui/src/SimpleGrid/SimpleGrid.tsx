import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './simple-grid.module.css';

type Columns = number | { base: number; sm?: number; lg?: number };

export interface SimpleGridProps extends ComponentPropsWithoutRef<'div'> {
  /** Columns, or columns from Mantine's breakpoints up (sm 48em, lg 75em). */
  cols: Columns;
  /** The gap between cells. @default 'md' */
  spacing?: 'sm' | 'md' | 'lg';
}

/** Equal columns, as Mantine's SimpleGrid lays them out. */
export function SimpleGrid({ cols, spacing = 'md', className, style, ...rest }: SimpleGridProps) {
  const { base, sm, lg } = typeof cols === 'number' ? { base: cols } : cols;
  return (
    <div
      {...rest}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      data-sm={sm === undefined ? undefined : true}
      data-lg={lg === undefined ? undefined : true}
      style={
        {
          '--sg-cols': base,
          '--sg-cols-sm': sm,
          '--sg-cols-lg': lg,
          '--sg-spacing': `var(--mantine-spacing-${spacing})`,
          ...style,
        } as CSSProperties
      }
    />
  );
}
