import type { ElementType } from 'react';
import { Box, type BoxOwnProps } from './box.tsx';
import { partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { radiusVar, sizeVar } from './units.ts';

export type PaperProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  BoxOwnProps & {
    withBorder?: boolean;
    /** @default the theme's radius (md) */
    radius?: string | number;
    shadow?: string;
  }
>;

/** Mantine's Paper: a surface in the body colour, bordered on request. */
export function Paper<C extends ElementType = 'div'>(props: PaperProps<C>) {
  const { withBorder, radius, shadow, className, mod, ...others } = props as PaperProps;
  return (
    <Box
      {...others}
      className={partClass('Paper', 'root', className)}
      vars={{
        '--paper-radius': radius === undefined ? undefined : radiusVar(radius),
        '--paper-shadow': shadow ? sizeVar(shadow, 'mantine-shadow', false) : undefined,
      }}
      mod={[{ withBorder }, mod]}
    />
  );
}
Paper.displayName = 'Paper';
