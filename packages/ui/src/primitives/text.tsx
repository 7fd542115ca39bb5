import type { ElementType } from 'react';
import { Box, type BoxOwnProps } from './box.tsx';
import { colorValue } from './style-props.ts';
import { focusClass, mantineClasses, partClass } from './mantine-classes.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { fontSizeVar, lineHeightVar } from './units.ts';

export interface TextOwnProps extends BoxOwnProps {
  /** A theme font size (xs–xl) or a CSS size. @default 'md' (from the stylesheet) */
  size?: string | number;
  /** Cut to one line with an ellipsis (`true` = 'end'). */
  truncate?: boolean | 'end' | 'start';
  lineClamp?: number;
  inline?: boolean;
  /** Font size, weight and line height of the parent. */
  inherit?: boolean;
  /** A <span> instead of a <p>. */
  span?: boolean;
  variant?: 'text' | 'gradient';
  gradient?: { from: string; to: string; deg?: number };
}

export type TextProps<C extends ElementType = 'p'> = PolymorphicProps<C, TextOwnProps>;

/** Internal: what Anchor renders through Text. */
interface TextInternals {
  staticSelector?: 'Anchor';
}

const truncation = (truncate: TextOwnProps['truncate']) =>
  truncate === 'start' ? 'start' : truncate ? 'end' : undefined;

/** Mantine's Text, drawn by its stylesheet without Mantine's runtime. */
export function Text<C extends ElementType = 'p'>(props: TextProps<C> & TextInternals) {
  const {
    size,
    truncate,
    lineClamp,
    inline,
    inherit = false,
    span,
    variant,
    gradient,
    className,
    mod,
    component,
    staticSelector,
    ...others
  } = props as TextProps & TextInternals;
  const gradientCss =
    variant === 'gradient' && gradient
      ? `linear-gradient(${gradient.deg ?? 0}deg, ${colorValue(gradient.from)} 0%, ${colorValue(gradient.to)} 100%)`
      : undefined;
  return (
    <Box
      {...others}
      component={component ?? (span ? 'span' : 'p')}
      className={[
        partClass('Text', 'root', focusClass, className),
        staticSelector && `mantine-${staticSelector}-root`,
      ]
        .filter(Boolean)
        .join(' ')}
      vars={{
        '--text-fz': fontSizeVar(size),
        '--text-lh': lineHeightVar(size),
        '--text-gradient': gradientCss,
        '--text-line-clamp': typeof lineClamp === 'number' ? String(lineClamp) : undefined,
      }}
      variant={variant}
      size={size}
      mod={[
        {
          truncate: truncation(truncate),
          lineClamp: typeof lineClamp === 'number',
          inline,
          inherit,
        },
        mod,
      ]}
    />
  );
}
Text.displayName = 'Text';

export interface AnchorOwnProps extends TextOwnProps {
  /** @default 'always' (the theme's: links in text must stand out by more than colour) */
  underline?: 'always' | 'hover' | 'not-hover' | 'never';
}

export type AnchorProps<C extends ElementType = 'a'> = PolymorphicProps<C, AnchorOwnProps>;

/** Mantine's Anchor: a Text rendered as a link. */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { underline = 'always', className, mod, component, ...others } = props as AnchorProps;
  return (
    <Text
      {...others}
      component={component ?? 'a'}
      className={[mantineClasses.Anchor.root, className].filter(Boolean).join(' ')}
      mod={[{ underline }, mod]}
      staticSelector="Anchor"
    />
  );
}
Anchor.displayName = 'Anchor';
