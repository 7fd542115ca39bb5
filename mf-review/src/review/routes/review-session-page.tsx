import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { currentQueryData, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { useDeckSettingsQueue, withQueuedSettings } from '@phrasebook/data/use-deck-settings-queue';
import { signedInLoader } from '@phrasebook/platform';
import { deckScheduleQuery } from '@phrasebook/data/deck-schedule';
import { isOnline } from '@phrasebook/data/is-online';
import { reviewCardsQuery } from '../api/review-cards-query.ts';
import { reviewDayQuery } from '../api/review-day-query.ts';
import { useDayVoices } from '../api/day-voices.ts';
import { DayVoicesContext } from '../components/voice/day-voices-context.ts';
import { useProfileTimeZone } from '../api/profile-time-zone.ts';
import { readReviewDay } from '../state/read-review-day.ts';
import { reviewDayReachable } from '../api/review-on-device.ts';
import { OfflineGate } from '../components/offline-gate.tsx';
import { DEFAULT_SCHEDULE, answerButtonsFor, type DayString } from '@phrasebook/domain';
import { ReviewSession } from '../components/review-session.tsx';
import { isReviewableLanguage, useReviewDay } from '../state/review-day.ts';

export const loader = signedInLoader(async ({ queryClient, user, params }) => {
  const lang = params.lang ?? '';
  if (!isReviewableLanguage(lang)) return;
  // The deck's schedule sets the intervals under the score buttons. Offline, a query waits
  // for the network, so the session plays with the kept one (or the spec's) instead.
  const schedule = queryClient.prefetchQuery(deckScheduleQuery(lang));
  await readReviewDay(queryClient, user.id, lang, async (day) => {
    if (!reviewDayReachable(queryClient, lang, day)) return;
    const reviewDay = await currentQueryData(queryClient, reviewDayQuery(lang, day));
    if (reviewDay.manifest) await currentQueryData(queryClient, reviewCardsQuery(lang, day));
  });
  if (isOnline()) await schedule;
});

/** /learn/:lang/review/go: the day's session; without a started day, its setup. */
export default function ReviewSessionPage() {
  const lang = useParams().lang ?? '';
  const dayString = useReviewDay(lang, useProfileTimeZone());
  return (
    <OfflineGate lang={lang} dayString={dayString}>
      <SessionOfDay lang={lang} dayString={dayString} />
    </OfflineGate>
  );
}

function SessionOfDay({ lang, dayString }: { lang: string; dayString: DayString }) {
  const user = useSignedInUser();
  const { data } = useSuspenseQuery(reviewDayQuery(lang, dayString));
  if (!data.manifest) return <Navigate to={`/learn/${lang}/review`} replace />;
  return (
    <SessionWithCards
      uid={user.id}
      lang={lang}
      dayString={dayString}
      manifest={data.manifest}
      reviews={data.reviews}
    />
  );
}

function SessionWithCards(
  props: Omit<Parameters<typeof ReviewSession>[0], 'cards' | 'schedule' | 'answerButtons'>,
) {
  const { data: cards } = useSuspenseQuery(reviewCardsQuery(props.lang, props.dayString));
  const { data: settings } = useQuery(deckScheduleQuery(props.lang));
  // The deck as the learner last saved it: answer buttons or a retention that wait in
  // mf-learn's outbox are what this session offers (docs/offline.md §3). The parameters stay
  // the stored ones: this app does not read the learner's own set a queued source names.
  const queue = useDeckSettingsQueue(props.uid);
  const asSaved = withQueuedSettings(
    {
      answer_buttons: settings?.answerButtons ?? null,
      desired_retention: (settings ?? DEFAULT_SCHEDULE).desiredRetention,
    },
    queue,
    props.lang,
  );
  const parameters = settings?.parameters ?? null;
  const retention = asSaved.desired_retention;
  // One object while neither changes: the intervals under the buttons are computed from it.
  const schedule = useMemo(
    () => ({ parameters, desiredRetention: retention }),
    [parameters, retention],
  );
  // The profile is in the cache already: the review day is read in its time zone.
  const { data: profile } = useQuery(ownProfileQuery(props.uid));
  const voices = useDayVoices(props.uid, props.lang, props.dayString, props.manifest);
  const autoplay = profile?.autoplay_recordings ?? true;
  const dayVoices = useMemo(() => ({ voices: voices ?? {}, autoplay }), [voices, autoplay]);
  return (
    <DayVoicesContext value={dayVoices}>
      <ReviewSession
        {...props}
        cards={cards}
        schedule={schedule}
        answerButtons={answerButtonsFor(profile?.answer_buttons, asSaved.answer_buttons)}
      />
    </DayVoicesContext>
  );
}
