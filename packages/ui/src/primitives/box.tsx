import { useId, type CSSProperties, type ElementType, type ReactNode } from 'react';
import type { Breakpoint } from './theme-values.ts';
import type { PolymorphicProps } from './polymorphic.ts';
import { isStyleProp, parseStyleProps, responsiveCss, type StyleProps } from './style-props.ts';
import { isNumberLike } from './units.ts';

/** `mod`: data attributes from an object (`{ withBorder: true }` -> data-with-border). */
export type Mod = Record<string, unknown> | string | undefined | Mod[];

function dataAttributes(mod: Mod, into: Record<string, unknown> = {}): Record<string, unknown> {
  if (!mod) return into;
  if (typeof mod === 'string') return dataAttributes({ [mod]: true }, into);
  if (Array.isArray(mod)) {
    for (const item of mod) dataAttributes(item, into);
    return into;
  }
  for (const [key, value] of Object.entries(mod)) {
    if (value === undefined || value === '' || value === false || value === null) continue;
    const name = (key.startsWith('data-') ? key.slice(5) : key)
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase();
    into[`data-${name}`] = value;
  }
  return into;
}

export interface BoxOwnProps extends StyleProps {
  className?: string;
  style?: CSSProperties;
  /** Rendered as `data-variant`. */
  variant?: string;
  /** Rendered as `data-size` unless it is a number. */
  size?: string | number;
  mod?: Mod;
  /** Hidden at and above this breakpoint (a global Mantine class). */
  hiddenFrom?: Breakpoint;
  /** Shown only at and above this breakpoint. */
  visibleFrom?: Breakpoint;
  children?: ReactNode;
}

export type BoxProps<C extends ElementType = 'div'> = PolymorphicProps<C, BoxOwnProps>;

/** Internal: what a primitive adds to Box, its CSS variables first in the style attribute. */
export interface BoxInternals {
  vars?: Record<string, string | undefined>;
}

const classNames = (...names: (string | false | undefined | null)[]) =>
  names.filter(Boolean).join(' ') || undefined;

const sizeAttribute = (size: string | number | undefined) =>
  size === undefined || size === '' || isNumberLike(size) ? undefined : size;

/**
 * Mantine's Box without Mantine: an element with style props (inline, or a generated class
 * for responsive values), `mod` data attributes and `data-variant` / `data-size`. Every
 * primitive renders through it, so their markup is Mantine's (primitives.parity.test.tsx).
 */
export function Box<C extends ElementType = 'div'>(props: BoxProps<C> & BoxInternals) {
  const {
    component,
    className,
    style,
    variant,
    size,
    mod,
    hiddenFrom,
    visibleFrom,
    vars,
    ...rest
  } = props as BoxProps & BoxInternals;
  const styleProps: Record<string, unknown> = {};
  const others: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (isStyleProp(key)) {
      if (value !== undefined) styleProps[key] = value;
    } else others[key] = value;
  }
  const parsed = parseStyleProps(styleProps);
  const responsiveClass = `__m__-${useId().replace(/[:«»]/g, '')}`;
  const definedVars = Object.fromEntries(
    Object.entries(vars ?? {}).filter(([, value]) => value !== undefined),
  );
  const Element: ElementType = component ?? 'div';
  const element = (
    <Element
      style={{ ...style, ...definedVars, ...parsed.inline }}
      className={classNames(
        className,
        parsed.responsive && responsiveClass,
        hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
        visibleFrom && `mantine-visible-from-${visibleFrom}`,
      )}
      data-variant={variant}
      data-size={sizeAttribute(size)}
      {...dataAttributes(mod)}
      {...others}
    />
  );
  if (!parsed.responsive) return element;
  return (
    <>
      <style
        data-mantine-styles="inline"
        dangerouslySetInnerHTML={{
          __html: responsiveCss(`.${responsiveClass}`, parsed.responsive),
        }}
      />
      {element}
    </>
  );
}
Box.displayName = 'Box';

export { classNames };
