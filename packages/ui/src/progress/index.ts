// @phrasebook/ui/progress: the study streak and the year of study days. A subpath, not the
// shared barrel: Learning Home bundles the badge alone, the stats screen both.
export { StreakBadge, streakLabel, type StreakBadgeProps } from './StreakBadge.tsx';
export { YearHeatmap, type YearHeatmapProps } from './YearHeatmap.tsx';
export {
  HEATMAP_DAYS,
  heatmapLayout,
  type HeatmapLayout,
  type HeatmapStudyDay,
} from './year-heatmap-layout.ts';
export { studyDayLabel } from './heatmap-labels.ts';
