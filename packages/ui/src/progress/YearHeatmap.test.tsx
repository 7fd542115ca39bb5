import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '../test/render.tsx';
import { YearHeatmap } from './YearHeatmap.tsx';

const today = '2026-12-02';
const days = [
  { day: '2026-12-01', reviews: 12, counted: true },
  { day: '2026-11-30', reviews: 1, counted: false },
];

const cellOf = (day: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-date="${day}"]`);
  if (!cell) throw new Error(`no cell for ${day}`);
  return cell;
};

describe('YearHeatmap', () => {
  it('gives every day of the year a cell with its date, reviews and streak, named for readers', () => {
    renderWithProviders(<YearHeatmap days={days} today={today} />);
    const grid = screen.getByRole('grid', { name: 'Study days in the last year' });
    expect(grid.querySelectorAll('[data-date]')).toHaveLength(365);
    expect(cellOf('2026-12-01')).toHaveAttribute('data-count', '12');
    expect(cellOf('2026-12-01')).toHaveAttribute('data-counted', 'true');
    expect(cellOf('2026-11-30')).toHaveAttribute('data-counted', 'false');
    expect(cellOf(today)).toHaveAttribute('data-count', '0');
    const tuesday = within(grid).getByRole('gridcell', {
      name: /^12 reviews on Tuesday.*December.*2026, a streak day$/,
    });
    expect(tuesday).toBe(cellOf('2026-12-01'));
    expect(cellOf('2026-11-30')).toHaveAccessibleName(/^1 review on Monday.*November.*2026$/);
    expect(cellOf(today)).toHaveAccessibleName(/^No reviews on Wednesday/);
    // Each weekday row is named, Monday first.
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('keeps one day in the tab order, today first, and moves it with the keys', async () => {
    const { user } = renderWithProviders(<YearHeatmap days={days} today={today} />);
    const focusable = () => [...document.querySelectorAll('[data-date][tabindex="0"]')];
    expect(focusable()).toEqual([cellOf(today)]);

    await user.tab();
    expect(cellOf(today)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cellOf('2026-12-01')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cellOf('2026-11-24')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // No Tuesday after today's week: focus stays.
    expect(cellOf('2026-12-01')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cellOf('2025-12-09')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cellOf(today)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cellOf('2025-12-03')).toHaveFocus();
    expect(focusable()).toEqual([cellOf('2025-12-03')]);
    // The chosen day is spelled out under the grid too.
    expect(screen.getByText(/^No reviews on Wednesday.*December.*2025$/)).toBeInTheDocument();
  });

  it('a click chooses a day', async () => {
    const { user } = renderWithProviders(<YearHeatmap days={days} today={today} />);
    await user.click(cellOf('2026-11-30'));
    expect(cellOf('2026-11-30')).toHaveAttribute('tabindex', '0');
    expect(cellOf(today)).toHaveAttribute('tabindex', '-1');
  });

  it('draws an empty year for a new learner', () => {
    renderWithProviders(<YearHeatmap days={[]} today={today} label="Study days: Spanish" />);
    const grid = screen.getByRole('grid', { name: 'Study days: Spanish' });
    const counts = [...grid.querySelectorAll('[data-date]')].map((cell) =>
      cell.getAttribute('data-count'),
    );
    expect(new Set(counts)).toEqual(new Set(['0']));
  });
});
