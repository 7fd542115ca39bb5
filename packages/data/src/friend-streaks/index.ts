/**
 * Shared streaks with friends (docs/product.md §4 "Friend streaks"): the one read every
 * screen makes, the live view that keeps it current, and the browser's memory of the day's
 * notice. A subpath, not the barrel: stateless (what holds state it takes from the barrel),
 * and wanted by the friends screens and Learning Home only.
 */
export { friendStreaksQuery, streakWith, type FriendStreak } from './friend-streaks-query.ts';
export { useFriendStreaksLive } from './friend-streaks-live.ts';
export {
  friendStreakNoticedOn,
  rememberFriendStreakNotice,
} from './friend-streak-notice-memory.ts';
