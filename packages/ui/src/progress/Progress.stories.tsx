import type { Meta, StoryObj } from '../../storybook/types.ts';
import { addDays, type DayString } from '@phrasebook/domain';
import type { HeatmapStudyDay } from './year-heatmap-layout.ts';
import { YearHeatmap } from './YearHeatmap.tsx';

const today: DayString = '2026-12-02';

/** A steady learner: most days studied, a few missed, the last 120 days unbroken. */
function studiedYear(): HeatmapStudyDay[] {
  return Array.from({ length: 365 }, (_, back) => {
    const day = addDays(today, -back);
    // A fixed pattern, so the story looks the same on every visit.
    const spread = (back * 37) % 11;
    if (back >= 120 && spread < 3) return null;
    const reviews = 6 + ((back * 53) % 29);
    return { day, reviews, counted: back < 120 || spread > 4 };
  }).filter((day): day is HeatmapStudyDay => day !== null);
}

const meta = {
  title: 'Progress/YearHeatmap',
  component: YearHeatmap,
  args: { today, days: studiedYear() },
} satisfies Meta<typeof YearHeatmap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new learner: every day empty, still a grid to move through. */
export const EmptyYear: Story = { args: { days: [] } };
/** 120 streak days ending today; earlier, missed days and days that did not count (rings). */
export const LongStreak: Story = {};
export const Light: Story = { globals: { colorScheme: 'light' } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
