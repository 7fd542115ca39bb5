/**
 * Mantine's rem(): px numbers (or 'Npx' strings) to rem scaled by --mantine-scale, anything
 * else (keywords, percentages, calc()) as given.
 */
export function rem(value: number | string): string {
  if (value === 0 || value === '0') return '0rem';
  if (typeof value === 'number') return `calc(${value / 16}rem * var(--mantine-scale))`;
  if (value === '' || /^(calc|clamp)\(/.test(value) || value.includes('rgba(')) return value;
  if (value.includes(',')) return value.split(',').map(rem).join(',');
  if (value.includes(' ')) return value.split(' ').map(rem).join(' ');
  const number = Number(value.replace('px', ''));
  return Number.isNaN(number) ? value : rem(number);
}

const cssLength = /^[+-]?[0-9]+(\.[0-9]+)?(px|em|rem|ex|ch|lh|vw|vh|vmin|vmax|dvh|svh|%)?$/;

/** A number, a CSS length or an expression: used as a size rather than read as a theme key. */
export function isNumberLike(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (typeof value !== 'string') return false;
  if (
    value.startsWith('calc(') ||
    value.startsWith('var(') ||
    (value.includes(' ') && value.trim() !== '')
  )
    return true;
  return value
    .trim()
    .split(/\s+/)
    .every((part) => cssLength.test(part));
}

/** A size prop: a theme key becomes `var(--<prefix>-<key>)`, a number rem. */
export function sizeVar(size: string | number | undefined, prefix: string, toRem = true) {
  if (size === undefined) return undefined;
  if (isNumberLike(size)) return toRem ? rem(size) : String(size);
  return `var(--${prefix}-${size})`;
}

export const spacingVar = (size: string | number | undefined) => sizeVar(size, 'mantine-spacing');
export const fontSizeVar = (size: string | number | undefined) =>
  sizeVar(size, 'mantine-font-size');
export const lineHeightVar = (size: string | number | undefined) =>
  sizeVar(size, 'mantine-line-height', false);
export const radiusVar = (size: string | number | undefined) =>
  size === undefined ? 'var(--mantine-radius-default)' : sizeVar(size, 'mantine-radius');
