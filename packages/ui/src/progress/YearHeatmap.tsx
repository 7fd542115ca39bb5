import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { addDays, type DayString } from '@phrasebook/domain';
import { monthLabel, studyDayLabel, weekdayLabel } from './heatmap-labels.ts';
import {
  heatmapLayout,
  movedDay,
  type HeatmapCell,
  type HeatmapLayout,
  type HeatmapStudyDay,
} from './year-heatmap-layout.ts';
import classes from './year-heatmap.module.css';

const weekdayName = (layout: HeatmapLayout, weekday: number) =>
  weekdayLabel(addDays(layout.weeks[0]?.monday ?? layout.first, weekday));

export interface YearHeatmapProps {
  /** The days with reviews; the others are drawn empty. */
  days: readonly HeatmapStudyDay[];
  /** The last day shown: today's study day (04:00 rollover, profile's time zone). */
  today: DayString;
  /** The grid's accessible name. @default 'Study days in the last year' */
  label?: string;
}

function DayCell({ cell, active }: { cell: HeatmapCell; active: boolean }) {
  return (
    <td
      role="gridcell"
      className={classes.cell}
      data-date={cell.day}
      data-count={cell.reviews}
      data-counted={cell.counted}
      data-level={cell.level}
      data-active={active || undefined}
      aria-label={studyDayLabel(cell)}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
    />
  );
}

function Legend() {
  return (
    <Group gap="lg" aria-hidden>
      <span className={classes.legend}>
        <Text span size="xs" c="dimmed" mr={4}>
          Fewer reviews
        </Text>
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={classes.swatch} data-level={level} />
        ))}
        <Text span size="xs" c="dimmed" ml={4}>
          More
        </Text>
      </span>
      <span className={classes.legend}>
        <span className={classes.swatch} data-level={3} data-counted="false" />
        <Text span size="xs" c="dimmed" ml={4}>
          Reviewed, not a streak day
        </Text>
      </span>
    </Group>
  );
}

/**
 * The year of study days (docs/product.md, "Progress"): 365 days ending today, a column per
 * week from Monday, each day's reviews as a shade of the deck's colour and streak days filled.
 * A grid for keyboards and screen readers: one day in the tab order, the arrows move by a day
 * (up, down) or a week (left, right), Home and End to the row's ends (with Ctrl, the year's).
 */
export function YearHeatmap({
  days,
  today,
  label = 'Study days in the last year',
}: YearHeatmapProps) {
  const layout = useMemo(() => heatmapLayout(days, today), [days, today]);
  const [chosen, setChosen] = useState<DayString>(today);
  const active = chosen >= layout.first && chosen <= layout.last ? chosen : layout.last;
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);

  // On a narrow screen the year scrolls sideways; it opens on today's end.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);

  const cellOf = (day: DayString) =>
    grid.current?.querySelector<HTMLElement>(`[data-date="${day}"]`) ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!from) return;
    const next = movedDay(from, event.key, {
      first: layout.first,
      last: layout.last,
      ctrlKey: event.ctrlKey || event.metaKey,
    });
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    cellOf(next)?.focus();
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const day = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (day) setChosen(day);
  };

  const activeCell = layout.weeks
    .flatMap((week) => week.days)
    .find((cell): cell is HeatmapCell => cell?.day === active);

  return (
    <Stack gap="xs">
      <div className={classes.scroller} ref={scroller}>
        {/* Keys and clicks land on the cells; the grid finds the day from the event. */}
        <table
          ref={grid}
          role="grid"
          aria-label={label}
          aria-readonly
          className={classes.grid}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          <thead aria-hidden>
            <tr>
              <td />
              {layout.months.map((month) => (
                <td key={month.month} colSpan={month.weeks} className={classes.monthLabel}>
                  {month.named ? (
                    <span className={classes.monthName}>{monthLabel(month.month)}</span>
                  ) : null}
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 7 }, (_, weekday) => (
              <tr key={weekday}>
                <th scope="row" className={classes.weekdayLabel}>
                  {/* Monday, Wednesday and Friday are named on screen; every row for readers. */}
                  {weekday === 0 || weekday === 2 || weekday === 4 ? (
                    weekdayName(layout, weekday)
                  ) : (
                    <VisuallyHidden>{weekdayName(layout, weekday)}</VisuallyHidden>
                  )}
                </th>
                {layout.weeks.map((week) => {
                  const cell = week.days[weekday];
                  return cell ? (
                    <DayCell key={week.monday} cell={cell} active={cell.day === active} />
                  ) : (
                    <td key={week.monday} role="gridcell" className={classes.outside} />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-hidden>
          {activeCell ? studyDayLabel(activeCell) : null}
        </Text>
        <Legend />
      </Group>
    </Stack>
  );
}
