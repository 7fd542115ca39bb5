import { useId, type CSSProperties, type ReactNode } from 'react';
import { Box, type BoxOwnProps } from './box.tsx';
import { partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { radiusVar } from './units.ts';
import { variantColors, type Variant } from './variant-colors.ts';

export type AlertProps = PolymorphicProps<
  'div',
  BoxOwnProps & {
    /** @default 'light' */
    variant?: Extract<
      Variant,
      'light' | 'filled' | 'outline' | 'default' | 'transparent' | 'white'
    >;
    color?: string;
    radius?: string | number;
    title?: ReactNode;
    icon?: ReactNode;
    /** Inline styles of the title row, as Mantine's `styles` prop. */
    styles?: { title?: CSSProperties };
  }
>;

/** Mantine's Alert: a tinted box with an optional icon and title; role "alert" by default. */
export function Alert({
  variant,
  color,
  radius,
  title,
  icon,
  styles,
  id,
  role,
  className,
  children,
  ...others
}: AlertProps) {
  const reactId = useId();
  const rootId = id ?? `mantine-${reactId.replace(/:/g, '')}`;
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const colors = variantColors(color, variant ?? 'light');
  const themed = Boolean(color || variant);
  return (
    <Box
      {...others}
      id={rootId}
      variant={variant}
      className={partClass('Alert', 'root', className)}
      vars={{
        '--alert-radius': radius === undefined ? undefined : radiusVar(radius),
        '--alert-bg': themed ? colors.background : undefined,
        '--alert-color': colors.color,
        '--alert-bd': themed ? colors.border : undefined,
      }}
      role={role ?? 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className={partClass('Alert', 'wrapper')}>
        {icon ? <div className={partClass('Alert', 'icon')}>{icon}</div> : null}
        <div className={partClass('Alert', 'body')}>
          {title ? (
            <div className={partClass('Alert', 'title')} style={styles?.title}>
              <span id={titleId} className={partClass('Alert', 'label')}>
                {title}
              </span>
            </div>
          ) : null}
          {children ? (
            <div id={bodyId} className={partClass('Alert', 'message')} data-variant={variant}>
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </Box>
  );
}
Alert.displayName = 'Alert';
