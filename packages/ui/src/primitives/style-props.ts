import type { CSSProperties } from 'react';
import { breakpoints, isSizeKey, themeColors, type Breakpoint } from './theme-values.ts';
import { rem } from './units.ts';

type Responsive<T> = T | ({ base?: T } & Partial<Record<Breakpoint, T>>);
type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number | (string & {});
type Value = string | number;

/** Mantine's style props (the ones the apps use): margins, paddings, sizes, colours, type. */
export interface StyleProps {
  m?: Responsive<Spacing>;
  mt?: Responsive<Spacing>;
  mb?: Responsive<Spacing>;
  ml?: Responsive<Spacing>;
  mr?: Responsive<Spacing>;
  mx?: Responsive<Spacing>;
  my?: Responsive<Spacing>;
  p?: Responsive<Spacing>;
  pt?: Responsive<Spacing>;
  pb?: Responsive<Spacing>;
  pl?: Responsive<Spacing>;
  pr?: Responsive<Spacing>;
  px?: Responsive<Spacing>;
  py?: Responsive<Spacing>;
  w?: Responsive<Spacing>;
  miw?: Responsive<Spacing>;
  maw?: Responsive<Spacing>;
  h?: Responsive<Spacing>;
  mih?: Responsive<Spacing>;
  mah?: Responsive<Spacing>;
  bg?: Responsive<string>;
  c?: Responsive<string>;
  ff?: Responsive<string>;
  fz?: Responsive<Value>;
  fw?: Responsive<Value>;
  lh?: Responsive<Value>;
  ta?: Responsive<CSSProperties['textAlign']>;
  tt?: Responsive<CSSProperties['textTransform']>;
  fs?: Responsive<CSSProperties['fontStyle']>;
  td?: Responsive<CSSProperties['textDecoration']>;
  display?: Responsive<CSSProperties['display']>;
  opacity?: Responsive<Value>;
  flex?: Responsive<Value>;
}

type Resolve = (value: Value) => Value;

/** A theme colour ('red', 'red.8', 'dimmed') as the CSS variable Mantine's colorResolver gives. */
export function colorValue(color: string): string {
  if (color === 'dimmed' || color === 'bright' || color === 'white' || color === 'black')
    return `var(--mantine-color-${color})`;
  const [name = '', shade] = color.split('.');
  if (!themeColors.has(name)) return color;
  return shade
    ? `var(--mantine-color-${name}-${Number(shade)})`
    : `var(--mantine-color-${name}-filled)`;
}

/** Text colours: a theme colour without a shade reads its `-text` variable. */
function textColorValue(color: string): string {
  const [name = '', shade] = color.split('.');
  return themeColors.has(name) && shade === undefined
    ? `var(--mantine-color-${name}-text)`
    : colorValue(color);
}

function spacing(value: Value): Value {
  if (typeof value === 'number') return rem(value);
  const key = value.replace('-', '');
  if (!isSizeKey(key)) return rem(value);
  return value.startsWith('-')
    ? `calc(var(--mantine-spacing-${key}) * -1)`
    : `var(--mantine-spacing-${key})`;
}

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function fontSize(value: Value): Value {
  if (isSizeKey(value)) return `var(--mantine-font-size-${value})`;
  if (typeof value === 'string' && headings.includes(value))
    return `var(--mantine-${value}-font-size)`;
  return rem(value);
}

function lineHeight(value: Value): Value {
  if (isSizeKey(value)) return `var(--mantine-line-height-${value})`;
  if (typeof value === 'string' && headings.includes(value))
    return `var(--mantine-${value}-line-height)`;
  return value;
}

const fontFamilies: Record<string, string> = {
  text: 'var(--mantine-font-family)',
  mono: 'var(--mantine-font-family-monospace)',
  monospace: 'var(--mantine-font-family-monospace)',
  heading: 'var(--mantine-font-family-headings)',
  headings: 'var(--mantine-font-family-headings)',
};

const identity: Resolve = (value) => value;

/** Each prop's CSS property and how its value resolves, as in Mantine's style props. */
const styleProps: Record<keyof StyleProps, [keyof CSSProperties, Resolve]> = {
  m: ['margin', spacing],
  mt: ['marginTop', spacing],
  mb: ['marginBottom', spacing],
  ml: ['marginLeft', spacing],
  mr: ['marginRight', spacing],
  mx: ['marginInline', spacing],
  my: ['marginBlock', spacing],
  p: ['padding', spacing],
  pt: ['paddingTop', spacing],
  pb: ['paddingBottom', spacing],
  pl: ['paddingLeft', spacing],
  pr: ['paddingRight', spacing],
  px: ['paddingInline', spacing],
  py: ['paddingBlock', spacing],
  w: ['width', spacing],
  miw: ['minWidth', spacing],
  maw: ['maxWidth', spacing],
  h: ['height', spacing],
  mih: ['minHeight', spacing],
  mah: ['maxHeight', spacing],
  bg: ['background', (value) => colorValue(String(value))],
  c: ['color', (value) => textColorValue(String(value))],
  ff: ['fontFamily', (value) => fontFamilies[value] ?? value],
  fz: ['fontSize', fontSize],
  fw: ['fontWeight', identity],
  lh: ['lineHeight', lineHeight],
  ta: ['textAlign', identity],
  tt: ['textTransform', identity],
  fs: ['fontStyle', identity],
  td: ['textDecoration', identity],
  display: ['display', identity],
  opacity: ['opacity', identity],
  flex: ['flex', identity],
};

export const isStyleProp = (name: string): name is keyof StyleProps => name in styleProps;

export interface ParsedStyleProps {
  /** Plain values, for the element's style attribute. */
  inline: Record<string, Value>;
  /** Responsive values: the base rule and one rule per breakpoint, for a <style> element. */
  responsive?: { base: Record<string, Value>; media: [string, Record<string, Value>][] };
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (rules: Record<string, Value>) =>
  Object.entries(rules)
    .map(([property, value]) => `${kebab(property)}:${value};`)
    .join('');

/** Style props to inline styles, and responsive ones to the CSS of a class (Mantine's output). */
export function parseStyleProps(
  props: Partial<Record<keyof StyleProps, unknown>>,
): ParsedStyleProps {
  const inline: Record<string, Value> = {};
  const base: Record<string, Value> = {};
  const media = new Map<Breakpoint, Record<string, Value>>();
  let responsive = false;
  // In the table's order, as Mantine applies them: `mb` after `m` wins whatever the JSX order.
  for (const [name, [property, resolve]] of Object.entries(styleProps)) {
    const raw = props[name as keyof StyleProps];
    if (raw === undefined) continue;
    if (typeof raw !== 'object' || raw === null) {
      inline[property] = resolve(raw as Value);
      continue;
    }
    const values = raw as Record<string, Value | undefined>;
    const points = Object.keys(values).filter((key) => key !== 'base') as Breakpoint[];
    if (points.length === 0) {
      if (values.base !== undefined) inline[property] = resolve(values.base);
      continue;
    }
    responsive = true;
    if (values.base !== undefined) base[property] = resolve(values.base);
    for (const point of points) {
      const value = values[point];
      if (value !== undefined)
        media.set(point, { ...media.get(point), [property]: resolve(value) });
    }
  }
  if (!responsive) return { inline };
  // Narrow breakpoints first, so wider ones override them.
  const ordered = [...media.entries()].sort(
    ([a], [b]) => parseFloat(breakpoints[a]) - parseFloat(breakpoints[b]),
  );
  return {
    inline,
    responsive: {
      base,
      media: ordered.map(([point, rules]) => [`(min-width: ${breakpoints[point]})`, rules]),
    },
  };
}

/** The <style> text of responsive style props for `selector`, as Mantine's InlineStyles writes it. */
export function responsiveCss(
  selector: string,
  { base, media }: NonNullable<ParsedStyleProps['responsive']>,
): string {
  const baseCss = declarations(base);
  return `${baseCss ? `${selector}{${baseCss}}` : ''}${media
    .map(([query, rules]) => `@media${query}{${selector}{${declarations(rules)}}}`)
    .join('')}`.trim();
}
