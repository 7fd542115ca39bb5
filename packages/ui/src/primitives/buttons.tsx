import type { CSSProperties, ElementType, ReactNode } from 'react';
import { Box, type BoxInternals, type BoxOwnProps } from './box.tsx';
import { Loader } from './loader.tsx';
import { activeClass, focusClass, partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { fontSizeVar, radiusVar, rem, sizeVar } from './units.ts';
import { variantColors, type Variant } from './variant-colors.ts';

export type UnstyledButtonProps<C extends ElementType = 'button'> = PolymorphicProps<
  C,
  BoxOwnProps
>;

/** Mantine's UnstyledButton: a button (or `component`) reset to no look, with the focus ring. */
export function UnstyledButton<C extends ElementType = 'button'>(
  props: UnstyledButtonProps<C> & BoxInternals,
) {
  const {
    component = 'button',
    className,
    ...others
  } = props as UnstyledButtonProps<ElementType> & BoxInternals;
  return (
    <Box
      component={component}
      type={component === 'button' ? 'button' : undefined}
      {...others}
      className={partClass('UnstyledButton', 'root', focusClass, className)}
    />
  );
}
UnstyledButton.displayName = 'UnstyledButton';

type ButtonVariant = Extract<
  Variant,
  'filled' | 'light' | 'outline' | 'subtle' | 'transparent' | 'white' | 'default'
>;

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<
  C,
  BoxOwnProps & {
    /** @default 'filled' */
    variant?: ButtonVariant;
    /** A theme colour, with a shade or not. @default the primary colour */
    color?: string;
    /** xs–xl, or compact-xs–compact-xl. @default 'sm' */
    size?: string;
    radius?: string | number;
    fullWidth?: boolean;
    justify?: string;
    leftSection?: ReactNode;
    rightSection?: ReactNode;
    /** Shows a spinner over the label and disables the button. */
    loading?: boolean;
    disabled?: boolean;
    /** Inline styles of inner parts, as Mantine's `styles` prop. */
    styles?: { inner?: CSSProperties; label?: CSSProperties };
  }
>;

/** Mantine's Button, drawn by its stylesheet. */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    variant,
    color,
    size,
    radius,
    fullWidth,
    justify,
    leftSection,
    rightSection,
    loading,
    disabled,
    styles,
    className,
    mod,
    children,
    ...others
  } = props as ButtonProps<ElementType>;
  const colors = variantColors(color, variant ?? 'filled');
  const themed = Boolean(color || variant);
  const baseSize = size?.replace('compact-', '');
  return (
    <UnstyledButton
      {...others}
      variant={variant}
      size={size}
      disabled={disabled || loading}
      className={partClass('Button', 'root', !disabled && !loading && activeClass, className)}
      vars={{
        '--button-justify': justify,
        '--button-height': sizeVar(size, 'button-height'),
        '--button-padding-x': sizeVar(size, 'button-padding-x'),
        '--button-fz': fontSizeVar(baseSize),
        '--button-radius': radius === undefined ? undefined : radiusVar(radius),
        '--button-bg': themed ? colors.background : undefined,
        '--button-hover': themed ? colors.hover : undefined,
        '--button-color': colors.color,
        '--button-bd': themed ? colors.border : undefined,
        '--button-hover-color': themed ? colors.hoverColor : undefined,
      }}
      mod={[
        {
          disabled,
          loading,
          block: fullWidth,
          'with-left-section': Boolean(leftSection),
          'with-right-section': Boolean(rightSection),
        },
        mod,
      ]}
    >
      {loading ? (
        <span
          className={partClass('Button', 'loader')}
          // Mantine's loader transition, entered: the spinner shows at once.
          style={{
            WebkitBackfaceVisibility: 'hidden',
            transitionDuration: '150ms',
            transitionTimingFunction: 'ease',
            transitionProperty: 'transform, opacity',
            transformOrigin: 'center',
            opacity: 1,
            transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
          }}
          aria-hidden
        >
          <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </span>
      ) : null}
      <span className={partClass('Button', 'inner')} style={styles?.inner}>
        {leftSection ? (
          <span className={partClass('Button', 'section')} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <Box
          component="span"
          className={partClass('Button', 'label')}
          style={styles?.label}
          mod={{ loading }}
        >
          {children}
        </Box>
        {rightSection ? (
          <span className={partClass('Button', 'section')} data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </UnstyledButton>
  );
}
Button.displayName = 'Button';

export type ActionIconProps<C extends ElementType = 'button'> = PolymorphicProps<
  C,
  BoxOwnProps & {
    /** @default 'filled' */
    variant?: ButtonVariant;
    color?: string;
    size?: string | number;
    radius?: string | number;
    disabled?: boolean;
  }
>;

/** Mantine's ActionIcon: a square icon button. Give it an aria-label. */
export function ActionIcon<C extends ElementType = 'button'>(props: ActionIconProps<C>) {
  const { variant, color, size, radius, disabled, className, mod, children, ...others } =
    props as ActionIconProps<ElementType>;
  const colors = variantColors(color, variant ?? 'filled');
  const themed = Boolean(color || variant);
  return (
    <UnstyledButton
      {...others}
      variant={variant}
      size={size}
      disabled={disabled}
      className={partClass('ActionIcon', 'root', !disabled && activeClass, className)}
      vars={{
        '--ai-size': sizeVar(size, 'ai-size'),
        '--ai-radius': radius === undefined ? undefined : radiusVar(radius),
        '--ai-bg': themed ? colors.background : undefined,
        '--ai-hover': themed ? colors.hover : undefined,
        '--ai-hover-color': themed ? colors.hoverColor : undefined,
        '--ai-color': colors.color,
        '--ai-bd': themed ? colors.border : undefined,
      }}
      mod={[{ disabled }, mod]}
    >
      <span className={partClass('ActionIcon', 'icon')}>{children}</span>
    </UnstyledButton>
  );
}
ActionIcon.displayName = 'ActionIcon';
