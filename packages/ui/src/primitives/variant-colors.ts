import { primaryColor, themeColors } from './theme-values.ts';
import { rem } from './units.ts';

export type Variant =
  'filled' | 'light' | 'outline' | 'subtle' | 'transparent' | 'white' | 'default' | 'dot' | 'none';

export interface VariantColors {
  background?: string;
  hover?: string;
  color?: string;
  border?: string;
  hoverColor?: string;
}

const solid = `${rem(1)} solid`;

/**
 * Mantine's default variant colour resolver for theme colours (`red`, `red.8`) and for CSS
 * values in the variants that take them as given (`inherit` in `transparent`).
 */
export function variantColors(color: string | undefined, variant: Variant): VariantColors {
  const value = color || primaryColor;
  const [name = '', shadeText] = value.split('.');
  const shade = shadeText === undefined ? undefined : Number(shadeText);
  const isTheme = themeColors.has(name);
  const shadeVar = (step: number) => `var(--mantine-color-${name}-${step})`;
  const plain = !isTheme || shade === undefined;
  switch (variant) {
    case 'none':
      return { background: 'transparent', hover: 'transparent', color: 'inherit', border: 'none' };
    case 'filled':
      if (!isTheme)
        return {
          background: value,
          color: 'var(--mantine-color-white)',
          border: `${solid} transparent`,
        };
      return plain
        ? {
            background: `var(--mantine-color-${value}-filled)`,
            hover: `var(--mantine-color-${value}-filled-hover)`,
            color: 'var(--mantine-color-white)',
            border: `${solid} transparent`,
          }
        : {
            background: shadeVar(shade),
            hover: shadeVar(shade === 9 ? 8 : shade + 1),
            color: 'var(--mantine-color-white)',
            border: `${solid} transparent`,
          };
    case 'light':
      if (!plain) throw new Error(`The light variant takes a colour without a shade: ${value}`);
      return {
        background: `var(--mantine-color-${value}-light)`,
        hover: `var(--mantine-color-${value}-light-hover)`,
        color: `var(--mantine-color-${value}-light-color)`,
        border: `${solid} transparent`,
      };
    case 'outline':
      return plain
        ? {
            background: 'transparent',
            hover: `var(--mantine-color-${value}-outline-hover)`,
            color: `var(--mantine-color-${value}-outline)`,
            border: `${solid} var(--mantine-color-${value}-outline)`,
          }
        : {
            background: 'transparent',
            color: shadeVar(shade),
            border: `${solid} ${shadeVar(shade)}`,
          };
    case 'subtle':
      if (!plain) throw new Error(`The subtle variant takes a colour without a shade: ${value}`);
      return {
        background: 'transparent',
        hover: `var(--mantine-color-${value}-light-hover)`,
        color: `var(--mantine-color-${value}-light-color)`,
        border: `${solid} transparent`,
      };
    case 'transparent':
      if (!isTheme)
        return {
          background: 'transparent',
          hover: 'transparent',
          color: value,
          border: `${solid} transparent`,
        };
      return {
        background: 'transparent',
        hover: 'transparent',
        color: plain ? `var(--mantine-color-${value}-light-color)` : shadeVar(Math.min(shade, 6)),
        border: `${solid} transparent`,
      };
    case 'white':
      return {
        background: 'var(--mantine-color-white)',
        color: plain ? `var(--mantine-color-${value}-filled)` : shadeVar(shade),
        border: `${solid} transparent`,
      };
    case 'default':
      return {
        background: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        border: `${solid} var(--mantine-color-default-border)`,
      };
    default:
      return {};
  }
}
