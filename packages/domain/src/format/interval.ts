const DAYS_PER_MONTH = 365.25 / 12;
const DAYS_PER_YEAR = 365.25;

/**
 * A review interval in the short units of docs/product.md §9: "1 d", "12 d", "2 mo",
 * "1.5 yr" (months and years rounded; years to one decimal below ten).
 */
export function formatIntervalDays(days: number): string {
  if (days < DAYS_PER_MONTH) return `${Math.max(1, Math.round(days))} d`;
  if (days < DAYS_PER_YEAR) return `${Math.round(days / DAYS_PER_MONTH)} mo`;
  const years = days / DAYS_PER_YEAR;
  return `${years < 10 ? Number(years.toFixed(1)) : Math.round(years)} yr`;
}
