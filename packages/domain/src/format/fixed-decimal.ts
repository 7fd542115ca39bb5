/**
 * Formats `value` with exactly `places` decimals, rounding half away from zero
 * on the decimal digits a person sees (1.005 → "1.01", -1.005 → "-1.01").
 * `Number#toFixed` works on the binary value and gives "1.00" there.
 * Non-finite or missing input gives an empty string, so a UI never shows "NaN".
 *
 * @param places decimals to keep, 0 to 100. @default 2
 */
export function toFixedDecimal(value: number | null | undefined, places = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (!Number.isInteger(places) || places < 0 || places > 100) {
    throw new RangeError(`places must be an integer from 0 to 100, got ${places}`);
  }
  const magnitude = Math.abs(value);
  // Shifting through the decimal string representation keeps 1.005 as 100.5,
  // whereas 1.005 * 100 is 100.49999999999999 in binary.
  const [mantissa, exponent = '0'] = String(magnitude).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + places}`);
  const rounded = Number(`${Math.round(shifted)}e-${places}`);
  const text = (Number.isFinite(rounded) ? rounded : magnitude).toFixed(places);
  const isZero = Number(text) === 0;
  return value < 0 && !isZero ? `-${text}` : text;
}

/**
 * One decimal for a small positive amount a person reads as "how much" (reviews or minutes a
 * day): what would round to nothing reads "under 0.1", since some work is not none.
 */
export function toTenthsOrUnder(value: number): string {
  return value > 0 && value < 0.05 ? 'under 0.1' : toFixedDecimal(value, 1);
}

/** `toTenthsOrUnder` as a sentence begins it: 'About 4.6', or 'Under 0.1'. */
export function aboutTenths(value: number): string {
  const tenths = toTenthsOrUnder(value);
  return tenths === 'under 0.1' ? 'Under 0.1' : `About ${tenths}`;
}
