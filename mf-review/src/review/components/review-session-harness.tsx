import { act, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { vi } from 'vitest';
import { appStore } from '@phrasebook/data';
import { DEFAULT_SCHEDULE, daySession, type ReviewCard } from '@phrasebook/domain';
import { renderWithProviders } from '@phrasebook/ui/test';
import { reviewOutbox } from '../state/review-outbox.ts';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { ReviewSession } from './review-session.tsx';

/** The review session's tests' day, cards and controls (review-session*.test.tsx). */

// Today's review day: undo is offered for today's scores only.
export const today = daySession();
export const phraseIds = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
export const cards: Record<string, ReviewCard> = Object.fromEntries(
  phraseIds.map((id, index) => [
    id,
    {
      phrase_id: id,
      card_index: index,
      text: `Frase ${index + 1}`,
      translations: [{ lang: 'eng', text: `Phrase ${index + 1}` }],
      difficulty: null,
      stability: null,
      last_day_session: null,
      direction: 'recognise',
    },
  ]),
);

/**
 * A fresh session for a user and language no other test uses (the atoms are per both), on
 * screen; then timers are faked, so the test decides when the second has passed.
 */
export async function renderSession(
  uid: string,
  lang: string,
  reviews: DayReviewRow[] = [],
  dayCards: Record<string, ReviewCard> = cards,
  answerButtons: 'four' | 'two' = 'four',
) {
  renderWithProviders(
    <JotaiProvider store={appStore}>
      <ReviewSession
        uid={uid}
        lang={lang}
        dayString={today}
        manifest={phraseIds}
        reviews={reviews}
        cards={dayCards}
        schedule={DEFAULT_SCHEDULE}
        answerButtons={answerButtons}
      />
    </JotaiProvider>,
  );
  await screen.findByText(/^Card \d of 3$/);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { outbox: () => appStore.get(reviewOutbox.atom(uid)) };
}

/** The first pass's review of card `index`, as the server holds it. */
export const reviewed = (index: number, score: 1 | 3): DayReviewRow => ({
  id: `00000000-0000-4000-8000-10000000000${index}`,
  phrase_id: phraseIds[index]!,
  score,
  created_at: `2026-11-24T10:0${index}:00.000Z`,
  day_first_review: true,
});
/** A day whose first pass is done with the second card at Again: the again pass shows it. */
export const againOnSecond = () => [reviewed(0, 3), reviewed(1, 1), reviewed(2, 3)];

export const scoreButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label}`) });
export const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
