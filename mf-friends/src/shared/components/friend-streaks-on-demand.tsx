/** What lazy-friend-streaks.tsx loads as one chunk: the friends page's streaks and the notice. */
export { FriendRowStreak } from './friend-row-streak.tsx';
export { FriendStreakNotice } from './friend-streak-notice.tsx';
