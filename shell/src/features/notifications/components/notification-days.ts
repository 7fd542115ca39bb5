import { compareInstants } from '@phrasebook/domain';

/** Notifications of one local day, newest first, under its heading. */
export interface NotificationDay<T> {
  /** 'Today', 'Yesterday', or the date ('Thursday, 3 December'; the year when not this one). */
  label: string;
  items: T[];
}

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

function dayLabel(date: Date, now: Date): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return 'Today';
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Groups by the browser's local day, newest first (the list's order, docs/product.md). */
export function groupByDay<T extends { created_at: string; id: string }>(
  items: readonly T[],
  now: Date = new Date(),
): NotificationDay<T>[] {
  const sorted = [...items].sort(
    (a, b) => compareInstants(b.created_at, a.created_at) || b.id.localeCompare(a.id),
  );
  const days: NotificationDay<T>[] = [];
  let lastKey = '';
  for (const item of sorted) {
    const date = new Date(item.created_at);
    const key = dayKey(date);
    if (key !== lastKey) days.push({ label: dayLabel(date, now), items: [] });
    lastKey = key;
    days.at(-1)?.items.push(item);
  }
  return days;
}
