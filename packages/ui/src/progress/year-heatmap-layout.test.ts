import { describe, expect, it } from 'vitest';
import { HEATMAP_DAYS, heatmapLayout, movedDay } from './year-heatmap-layout.ts';

// A Wednesday: the year's first day, 2025-12-04, is a Thursday.
const today = '2026-12-02';

describe('heatmapLayout', () => {
  it('lays out the 365 days ending today in Monday-first week columns', () => {
    const layout = heatmapLayout([], today);
    const cells = layout.weeks.flatMap((week) => week.days).filter((cell) => cell !== null);
    expect(cells).toHaveLength(HEATMAP_DAYS);
    expect(layout.first).toBe('2025-12-03');
    expect(cells[0]!.day).toBe('2025-12-03');
    expect(cells.at(-1)!.day).toBe(today);
    expect(layout.weeks[0]!.monday).toBe('2025-12-01');
    // Monday and Tuesday of the first week come before the year; Thursday on of the last, after today.
    expect(layout.weeks[0]!.days.slice(0, 2)).toEqual([null, null]);
    expect(layout.weeks.at(-1)!.days.slice(3)).toEqual([null, null, null, null]);
    expect(layout.most).toBe(0);
    expect(cells.every((cell) => cell.level === 0 && cell.reviews === 0)).toBe(true);
  });

  it('shades days in four steps up to the busiest, ignoring days outside the year', () => {
    const layout = heatmapLayout(
      [
        { day: '2026-12-01', reviews: 40, counted: true },
        { day: '2026-11-30', reviews: 10, counted: true },
        { day: '2026-11-29', reviews: 1, counted: false },
        { day: '2026-11-28', reviews: 21, counted: true },
        { day: '2024-01-01', reviews: 500, counted: true },
      ],
      today,
    );
    const cell = (day: string) =>
      layout.weeks.flatMap((week) => week.days).find((found) => found?.day === day);
    expect(layout.most).toBe(40);
    expect(cell('2026-12-01')).toMatchObject({ reviews: 40, counted: true, level: 4 });
    expect(cell('2026-11-30')).toMatchObject({ level: 1 });
    expect(cell('2026-11-29')).toMatchObject({ reviews: 1, counted: false, level: 1 });
    expect(cell('2026-11-28')).toMatchObject({ level: 3 });
    expect(cell(today)).toMatchObject({ reviews: 0, counted: false, level: 0 });
  });

  it('names each month over the column holding its first day, not over a too-narrow first column', () => {
    const layout = heatmapLayout([], today);
    expect(layout.months.reduce((sum, month) => sum + month.weeks, 0)).toBe(layout.weeks.length);
    expect(layout.months.map((month) => month.month)).toEqual([
      '2025-12-01',
      ...Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-01`),
    ]);
    // December 2025 holds the first four columns; the week of 1 January opens January's.
    expect(layout.months[0]).toMatchObject({ weeks: 4, named: true });
    // From Sunday 28 December 2025: that day alone is December's column.
    expect(heatmapLayout([], '2026-12-27').months[0]).toMatchObject({
      month: '2025-12-01',
      weeks: 1,
      named: false,
    });
    // From Monday 29 December 2025: the first column holds 1 January and is January's.
    expect(heatmapLayout([], '2026-12-28').months[0]).toMatchObject({ month: '2026-01-01' });
  });
});

describe('movedDay', () => {
  const range = { first: '2025-12-03', last: today };

  it('moves a day up and down, a week left and right', () => {
    expect(movedDay('2026-06-10', 'ArrowUp', range)).toBe('2026-06-09');
    expect(movedDay('2026-06-10', 'ArrowDown', range)).toBe('2026-06-11');
    expect(movedDay('2026-06-10', 'ArrowLeft', range)).toBe('2026-06-03');
    expect(movedDay('2026-06-10', 'ArrowRight', range)).toBe('2026-06-17');
  });

  it('stays put at the edges of the year', () => {
    expect(movedDay(today, 'ArrowDown', range)).toBe(today);
    expect(movedDay('2026-11-30', 'ArrowRight', range)).toBe('2026-11-30');
    expect(movedDay('2025-12-03', 'ArrowUp', range)).toBe('2025-12-03');
    expect(movedDay('2025-12-05', 'ArrowLeft', range)).toBe('2025-12-05');
  });

  it("goes to the row's first and last days with Home and End, the year's with Ctrl", () => {
    // A Wednesday row runs from the first day (a Wednesday) to today.
    expect(movedDay('2026-06-10', 'Home', range)).toBe('2025-12-03');
    expect(movedDay('2026-06-10', 'End', range)).toBe(today);
    // A Monday row: its first Monday is 2025-12-08, its last 2026-11-30.
    expect(movedDay('2026-06-08', 'Home', range)).toBe('2025-12-08');
    expect(movedDay('2026-06-08', 'End', range)).toBe('2026-11-30');
    expect(movedDay('2026-06-08', 'Home', { ...range, ctrlKey: true })).toBe('2025-12-03');
    expect(movedDay('2026-06-08', 'End', { ...range, ctrlKey: true })).toBe(today);
  });

  it('ignores other keys', () => {
    expect(movedDay('2026-06-10', 'Enter', range)).toBeNull();
    expect(movedDay('2026-06-10', 'a', range)).toBeNull();
  });
});
