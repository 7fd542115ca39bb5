import { lazy, Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@phrasebook/data/online';
import type { DayString } from '@phrasebook/domain';
import { reviewDayReachable } from '../api/review-on-device.ts';

// Drawn only offline: no online visit downloads it (the service worker keeps it for offline).
const OfflineWithoutReview = lazy(() =>
  import('./offline-without-review.tsx').then((module) => ({
    default: module.OfflineWithoutReview,
  })),
);

/**
 * The review screens without a network: the day plays from what this device kept; a day not
 * started here is explained instead. The screen goes on by itself once the network returns.
 */
export function OfflineGate({
  lang,
  dayString,
  children,
}: {
  lang: string;
  dayString: DayString;
  children: ReactNode;
}) {
  // Subscribes the gate to the network, which decides what it reads below.
  useOnline();
  if (reviewDayReachable(useQueryClient(), lang, dayString)) return children;
  return (
    <Suspense fallback={null}>
      <OfflineWithoutReview />
    </Suspense>
  );
}
