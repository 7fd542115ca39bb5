import { Children, type ElementType } from 'react';
import { Box, type BoxOwnProps } from './box.tsx';
import { partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { sizeVar, spacingVar } from './units.ts';

type Spacing = string | number;

export type GroupProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  BoxOwnProps & {
    /** @default 'md' */
    gap?: Spacing;
    /** @default 'center' */
    align?: string;
    /** @default 'flex-start' */
    justify?: string;
    /** @default 'wrap' */
    wrap?: 'wrap' | 'nowrap' | 'wrap-reverse';
    /** Children share the row's width. */
    grow?: boolean;
  }
>;

/** Mantine's Group: children in a row. */
export function Group<C extends ElementType = 'div'>(props: GroupProps<C>) {
  const {
    gap = 'md',
    align = 'center',
    justify = 'flex-start',
    wrap = 'wrap',
    grow,
    className,
    mod,
    children,
    ...others
  } = props as GroupProps;
  const items = Children.toArray(children).filter(Boolean);
  const gapValue = spacingVar(gap);
  return (
    <Box
      {...others}
      className={partClass('Group', 'root', className)}
      vars={{
        '--group-child-width': grow
          ? `calc(${100 / items.length}% - (${gapValue} - ${gapValue} / ${items.length}))`
          : undefined,
        '--group-gap': gapValue,
        '--group-align': align,
        '--group-justify': justify,
        '--group-wrap': wrap,
      }}
      mod={[{ grow }, mod]}
    >
      {items}
    </Box>
  );
}
Group.displayName = 'Group';

export type StackProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  BoxOwnProps & {
    /** @default 'md' */
    gap?: Spacing;
    /** @default 'stretch' */
    align?: string;
    /** @default 'flex-start' */
    justify?: string;
  }
>;

/** Mantine's Stack: children in a column. */
export function Stack<C extends ElementType = 'div'>(props: StackProps<C>) {
  const {
    gap = 'md',
    align = 'stretch',
    justify = 'flex-start',
    className,
    ...others
  } = props as StackProps;
  return (
    <Box
      {...others}
      className={partClass('Stack', 'root', className)}
      vars={{ '--stack-gap': spacingVar(gap), '--stack-align': align, '--stack-justify': justify }}
    />
  );
}
Stack.displayName = 'Stack';

export type CenterProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  BoxOwnProps & { inline?: boolean }
>;

/** Mantine's Center: its content centred both ways. */
export function Center<C extends ElementType = 'div'>(props: CenterProps<C>) {
  const { inline, className, mod, ...others } = props as CenterProps;
  return (
    <Box {...others} className={partClass('Center', 'root', className)} mod={[{ inline }, mod]} />
  );
}
Center.displayName = 'Center';

export type VisuallyHiddenProps = PolymorphicProps<'span', BoxOwnProps>;

/** Mantine's VisuallyHidden: read by screen readers, not shown. */
export function VisuallyHidden({ className, ...others }: VisuallyHiddenProps) {
  return (
    <Box component="span" {...others} className={partClass('VisuallyHidden', 'root', className)} />
  );
}
VisuallyHidden.displayName = 'VisuallyHidden';

export type ContainerProps = PolymorphicProps<'div', BoxOwnProps & { fluid?: boolean }>;

/** Mantine's Container: content centred at a theme width ('md' by default). */
export function Container({ size, fluid, className, mod, ...others }: ContainerProps) {
  return (
    <Box
      {...others}
      size={size}
      className={partClass('Container', 'root', className)}
      vars={{ '--container-size': fluid ? undefined : sizeVar(size, 'container-size') }}
      mod={[{ fluid, strategy: 'block' }, mod]}
    />
  );
}
Container.displayName = 'Container';
