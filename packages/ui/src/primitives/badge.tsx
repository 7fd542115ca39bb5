import type { ElementType, ReactNode } from 'react';
import { Box, type BoxOwnProps } from './box.tsx';
import { colorValue } from './style-props.ts';
import { mantineClasses, partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { radiusVar, sizeVar } from './units.ts';
import { variantColors, type Variant } from './variant-colors.ts';
import { primaryColor } from './theme-values.ts';

export type BadgeProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  BoxOwnProps & {
    /** @default 'filled' */
    variant?: Extract<
      Variant,
      'filled' | 'light' | 'outline' | 'dot' | 'default' | 'transparent' | 'white'
    >;
    color?: string;
    radius?: string | number;
    circle?: boolean;
    fullWidth?: boolean;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
  }
>;

/** Mantine's Badge: a short uppercase label in a pill. */
export function Badge<C extends ElementType = 'div'>(props: BadgeProps<C>) {
  const {
    variant,
    color,
    radius,
    circle,
    fullWidth,
    leftSection,
    rightSection,
    size,
    className,
    mod,
    children,
    ...others
  } = props as BadgeProps;
  const colors = variantColors(color, variant ?? 'filled');
  const themed = Boolean(color || variant);
  return (
    <Box
      {...others}
      size={size}
      variant={variant}
      className={partClass(
        'Badge',
        'root',
        className,
        variant === 'dot' && mantineClasses.Badge['root--dot'],
      )}
      vars={{
        '--badge-height': sizeVar(size, 'badge-height'),
        '--badge-padding-x': sizeVar(size, 'badge-padding-x'),
        '--badge-fz': sizeVar(size, 'badge-fz'),
        '--badge-radius': circle || radius === undefined ? undefined : radiusVar(radius),
        '--badge-bg': themed ? colors.background : undefined,
        '--badge-color': themed ? colors.color : undefined,
        '--badge-bd': themed ? colors.border : undefined,
        '--badge-dot-color': variant === 'dot' ? colorValue(color || primaryColor) : undefined,
      }}
      mod={[
        {
          block: fullWidth,
          circle,
          'with-right-section': Boolean(rightSection),
          'with-left-section': Boolean(leftSection),
        },
        mod,
      ]}
    >
      {leftSection ? (
        <span className={partClass('Badge', 'section')} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className={partClass('Badge', 'label')}>{children}</span>
      {rightSection ? (
        <span className={partClass('Badge', 'section')} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </Box>
  );
}
Badge.displayName = 'Badge';
