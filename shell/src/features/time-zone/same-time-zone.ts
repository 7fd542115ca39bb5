import { sameZoneName } from '@phrasebook/data';

const DAY_MS = 86_400_000;

/**
 * Whether two zones keep the same clock: the same name, or the same local time at every day
 * of the year to come (where a browser keeps an alias apart). Review days roll over at the
 * zone's 04:00 (docs/product.md §9), so such zones give the same days: nothing to offer.
 */
export function sameTimeZone(a: string, b: string, from = Date.now()): boolean {
  if (sameZoneName(a, b)) return true;
  const clock = (zone: string) => {
    try {
      return new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'short',
        hourCycle: 'h23',
      });
    } catch {
      return undefined;
    }
  };
  const [x, y] = [clock(a), clock(b)];
  if (!x || !y) return false;
  for (let day = 0; day <= 366; day++) {
    const at = from + day * DAY_MS;
    if (x.format(at) !== y.format(at)) return false;
  }
  return true;
}
