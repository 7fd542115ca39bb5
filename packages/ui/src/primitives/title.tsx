import { Box, type BoxOwnProps } from './box.tsx';
import { partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { isSizeKey } from './theme-values.ts';
import { rem } from './units.ts';

export type TitleOrder = 1 | 2 | 3 | 4 | 5 | 6;

export type TitleProps = PolymorphicProps<
  'h1',
  BoxOwnProps & {
    /** The heading level, h1–h6. @default 1 */
    order?: TitleOrder;
    /** Another heading's size ('h3'), a theme font size or a CSS size. @default `h${order}` */
    size?: string | number;
    lineClamp?: number;
  }
>;

function titleSize(order: TitleOrder, size: string | number | undefined) {
  const name = size ?? `h${order}`;
  if (typeof name === 'string' && /^h[1-6]$/.test(name))
    return {
      fz: `var(--mantine-${name}-font-size)`,
      fw: `var(--mantine-${name}-font-weight)`,
      lh: `var(--mantine-${name}-line-height)`,
    };
  return {
    fz: isSizeKey(name) ? `var(--mantine-font-size-${name})` : rem(name),
    fw: `var(--mantine-h${order}-font-weight)`,
    lh: `var(--mantine-h${order}-line-height)`,
  };
}

/** Mantine's Title: an h1–h6 at the theme's heading sizes. */
export function Title({ order = 1, size, lineClamp, className, mod, ...others }: TitleProps) {
  const { fz, fw, lh } = titleSize(order, size);
  return (
    <Box
      {...others}
      component={`h${order}`}
      className={partClass('Title', 'root', className)}
      vars={{
        '--title-fw': fw,
        '--title-lh': lh,
        '--title-fz': fz,
        '--title-line-clamp': typeof lineClamp === 'number' ? String(lineClamp) : undefined,
      }}
      size={size}
      mod={[{ order, lineClamp: typeof lineClamp === 'number' }, mod]}
    />
  );
}
Title.displayName = 'Title';
