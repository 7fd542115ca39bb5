/**
 * Shared streaks with friends (docs/product.md §4 "Friend streaks"): the one read every
 * screen makes, and the browser's memory of the day's notice. A subpath, not the barrel:
 * stateless, and wanted by the friends screens and Learning Home only.
 */
export { friendStreaksQuery, streakWith, type FriendStreak } from './friend-streaks-query.ts';
export {
  friendStreakNoticedOn,
  rememberFriendStreakNotice,
} from './friend-streak-notice-memory.ts';
