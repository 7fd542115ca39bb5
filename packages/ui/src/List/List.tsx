import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './list.module.css';

export interface ListProps extends ComponentPropsWithoutRef<'ul'> {
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Space between items, in px. @default 0 */
  spacing?: number;
}

/** A bulleted list as Mantine's List draws it; its items are `List.Item`. */
export function List({ size = 'md', spacing = 0, className, style, ...rest }: ListProps) {
  return (
    <ul
      {...rest}
      className={className ? `${classes.list} ${className}` : classes.list}
      data-size={size}
      style={{ '--list-spacing': `${spacing}px`, ...style } as CSSProperties}
    />
  );
}

function ListItem(props: ComponentPropsWithoutRef<'li'>) {
  return <li {...props} className={classes.item} />;
}

List.Item = ListItem;
