import { Box, type BoxOwnProps } from './box.tsx';
import { colorValue } from './style-props.ts';
import { mantineClasses, partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { sizeVar } from './units.ts';

export type LoaderProps = PolymorphicProps<'span', BoxOwnProps & { color?: string }>;

/** Mantine's Loader (the oval spinner). Give it an aria-label or hide it from readers. */
export function Loader({ size, color, className, ...others }: LoaderProps) {
  return (
    <Box
      {...others}
      component="span"
      size={size}
      className={[partClass('Loader', 'root', className), mantineClasses.Loader.ovalLoader].join(
        ' ',
      )}
      vars={{
        '--loader-size': sizeVar(size, 'loader-size'),
        '--loader-color': color ? colorValue(color) : undefined,
      }}
    />
  );
}
Loader.displayName = 'Loader';
