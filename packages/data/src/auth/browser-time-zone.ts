/**
 * The browser's IANA time zone. Stored with the profile because review days roll over at
 * 04:00 local time (docs/product.md §9) and the database computes them; undefined lets it default.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
