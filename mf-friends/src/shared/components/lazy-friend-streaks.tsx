import { lazy, Suspense, type ComponentProps } from 'react';

// The friends page is weight-held (docs/performance.md): the streak controls, their actions
// and the notice load as one chunk, and only for someone who has friends.
const load = () => import('./friend-streaks-on-demand.tsx');
const RowStreak = lazy(() => load().then((module) => ({ default: module.FriendRowStreak })));
const Notice = lazy(() => load().then((module) => ({ default: module.FriendStreakNotice })));

/** A friend's shared streak in a list row, loaded when first shown. */
export function LazyFriendRowStreak(props: ComponentProps<typeof RowStreak>) {
  return (
    <Suspense fallback={null}>
      <RowStreak {...props} />
    </Suspense>
  );
}

/** The once-a-day notice of a friend who has reviewed, loaded when first mounted. */
export function LazyFriendStreakNotice() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
