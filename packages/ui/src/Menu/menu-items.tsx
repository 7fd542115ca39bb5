import { use, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { MenuRadioContext, useMenu } from './menu-context.ts';
import classes from './menu.module.css';

export interface MenuItemProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color'> {
  /** What renders the item, e.g. react-router's Link for a page. @default 'button' */
  component?: ElementType;
  /** The link's target, with `component={Link}`. */
  to?: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** 'red' for a destructive action. */
  color?: 'red';
}

/** An item's label between its optional start and end sections (icons, a hint). */
function ItemContent({
  start,
  end,
  children,
}: {
  start?: ReactNode;
  end?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {start ? (
        <span className={classes.section} data-position="left">
          {start}
        </span>
      ) : null}
      <span className={classes.itemLabel}>{children}</span>
      {end ? (
        <span className={classes.section} data-position="right">
          {end}
        </span>
      ) : null}
    </>
  );
}

/** An item that does something, then closes the menu. */
export function MenuItem({
  component: Component = 'button',
  leftSection,
  rightSection,
  color,
  children,
  onClick,
  ...rest
}: MenuItemProps) {
  const { close } = useMenu();
  return (
    <Component
      type={Component === 'button' ? 'button' : undefined}
      {...rest}
      role="menuitem"
      tabIndex={-1}
      data-menu-item
      data-color={color}
      className={classes.item}
      // Keeps focus on the menu until the click lands.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        close(true);
      }}
    >
      <ItemContent start={leftSection} end={rightSection}>
        {children}
      </ItemContent>
    </Component>
  );
}

/** A heading over a group of items. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className={classes.label}>{children}</div>;
}

export function MenuDivider() {
  return <div role="separator" className={classes.divider} />;
}

/** Radio items choosing one value; the menu stays open so the choice can be seen. */
export function MenuRadioGroup({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return <MenuRadioContext value={{ value, onChange }}>{children}</MenuRadioContext>;
}

export function MenuRadioItem({
  value,
  rightSection,
  children,
}: {
  value: string;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  const group = use(MenuRadioContext);
  const checked = group?.value === value;
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      data-menu-item
      className={classes.item}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => !checked && group?.onChange(value)}
    >
      <span className={classes.indicator}>
        {checked ? (
          <svg viewBox="0 0 5 5" aria-hidden>
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        ) : null}
      </span>
      <ItemContent end={rightSection}>{children}</ItemContent>
    </button>
  );
}
