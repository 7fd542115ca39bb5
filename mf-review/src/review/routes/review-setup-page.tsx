import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { currentQueryData, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { reviewDayQuery } from '../api/review-day-query.ts';
import { useProfileTimeZone } from '../api/profile-time-zone.ts';
import { readReviewDay } from '../state/read-review-day.ts';
import { reviewDayReachable } from '../api/review-on-device.ts';
import { OfflineGate } from '../components/offline-gate.tsx';
import { reviewSetupQuery } from '../api/review-setup-query.ts';
import type { DayString } from '@phrasebook/domain';
import { StartedDay } from '../components/started-day.tsx';
import { TodaysSet } from '../components/todays-set.tsx';
import { loadSessionScreen } from './session-screen.ts';
import { isReviewableLanguage, useReviewDay } from '../state/review-day.ts';

export const loader = signedInLoader(async ({ queryClient, user, params }) => {
  const lang = params.lang ?? '';
  if (!isReviewableLanguage(lang)) return;
  await readReviewDay(queryClient, user.id, lang, async (day) => {
    if (!reviewDayReachable(queryClient, lang, day)) return;
    // A day not started yet (the usual case when this screen opens) needs its set too: asked
    // beside the day, not a round trip after it; a day already started leaves it unread.
    const setup = currentQueryData(queryClient, reviewSetupQuery(lang, day));
    const reviewDay = await currentQueryData(queryClient, reviewDayQuery(lang, day));
    if (!reviewDay.manifest) await setup;
    else setup.catch(() => undefined);
  });
});

/**
 * /learn/:lang/review: today's set and the start button; once started, 'Continue' or the
 * completed state (docs/product.md §4).
 */
export default function ReviewSetupPage() {
  const lang = useParams().lang ?? '';
  const dayString = useReviewDay(lang, useProfileTimeZone());
  return (
    <OfflineGate lang={lang} dayString={dayString}>
      <SetupOfDay lang={lang} dayString={dayString} />
    </OfflineGate>
  );
}

function SetupOfDay({ lang, dayString }: { lang: string; dayString: DayString }) {
  const user = useSignedInUser();
  const { data } = useSuspenseQuery(reviewDayQuery(lang, dayString));
  if (!data.manifest) {
    return <TodaysSet lang={lang} dayString={dayString} loadSessionScreen={loadSessionScreen} />;
  }
  return (
    <StartedDay
      uid={user.id}
      lang={lang}
      dayString={dayString}
      manifest={data.manifest}
      reviews={data.reviews}
    />
  );
}
