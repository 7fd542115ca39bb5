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

/**
 * Whether two IANA names are one zone by name: the same once the browser has resolved them.
 * A zone renamed keeps its old name as an alias (Asia/Calcutta for Asia/Kolkata, Europe/Kiev
 * for Europe/Kyiv), and browsers report either: Chromium the old one, so a profile made in
 * another browser, or seeded, names the same zone differently.
 */
export function sameZoneName(a: string, b: string): boolean {
  const resolved = resolvedZone(a);
  return a === b || (resolved !== undefined && resolved === resolvedZone(b));
}

function resolvedZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
