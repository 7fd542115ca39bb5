const DAYS_PER_MONTH = 365.25 / 12;
const DAYS_PER_YEAR = 365.25;

/**
 * A review interval in the short units of docs/product.md §9: "1 d", "12 d", "2 mo",
 * "1.5 yr" (months and years rounded; years to one decimal below ten).
 */
export function formatIntervalDays(days: number): string {
  const { count, unit } = intervalParts(days);
  return `${count} ${shortUnits[unit]}`;
}

/** The same interval in words, as a screen reader should say it: "1 day", "1.5 years". */
export function spokenIntervalDays(days: number): string {
  const { count, unit } = intervalParts(days);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const shortUnits = { day: 'd', month: 'mo', year: 'yr' } as const;

function intervalParts(days: number): { count: number; unit: keyof typeof shortUnits } {
  if (days < DAYS_PER_MONTH) return { count: Math.max(1, Math.round(days)), unit: 'day' };
  if (days < DAYS_PER_YEAR) return { count: Math.round(days / DAYS_PER_MONTH), unit: 'month' };
  const years = days / DAYS_PER_YEAR;
  return { count: years < 10 ? Number(years.toFixed(1)) : Math.round(years), unit: 'year' };
}
