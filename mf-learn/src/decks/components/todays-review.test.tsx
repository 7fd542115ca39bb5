import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { reviewProgressKey, type HistoryReview, type Score } from '@phrasebook/domain';
import type { OpenPlan } from '../api/open-plans-query.ts';
import { TodaysReview } from './todays-review.tsx';

const today = '2026-12-06';
const review = (phrase_id: string, score: Score, minute: number): HistoryReview => ({
  phrase_id,
  score,
  day_session: today,
  created_at: `${today}T08:${String(minute).padStart(2, '0')}:00Z`,
});

function renderPanel(
  manifest: string[] | null,
  reviews: HistoryReview[] = [],
  due = 0,
  plan: OpenPlan | null = null,
) {
  renderWithProviders(
    <TodaysReview
      lang="spa"
      goal={15}
      due={due}
      today={today}
      manifest={manifest}
      reviews={reviews}
      plan={plan}
    />,
  );
  const panel = screen
    .getByRole('heading', { name: "Today's review" })
    .closest('div.mantine-Paper-root');
  return { summary: panel?.textContent, link: screen.getByRole('link') };
}

afterEach(() => window.localStorage.clear());

describe("the deck page's panel for today's review (docs/product.md §4)", () => {
  it('before the day starts, says what it brings and starts it', () => {
    const { summary, link } = renderPanel(null, [], 3);
    expect(summary).toContain('3 cards are due, plus new cards up to your goal of 15.');
    expect(link).toHaveAccessibleName("Start today's review");
    expect(link).toHaveAttribute('href', '/learn/spa/review');
  });

  it('reads a day started with no cards as not started', () => {
    const { summary } = renderPanel([]);
    expect(summary).toContain(
      "Nothing is due; today's review brings new cards up to your goal of 15.",
    );
  });

  it('once started, counts the cards reviewed and those to go over again, and continues it', () => {
    const { summary, link } = renderPanel(['a', 'b', 'c'], [review('a', 1, 1), review('b', 3, 2)]);
    expect(summary).toContain('2 of 3 cards reviewed, 1 to go over again.');
    expect(link).toHaveAccessibleName("Continue today's review");
    expect(link).toHaveAttribute('href', '/learn/spa/review/go');
  });

  it('is done once every card is reviewed and none is left at Again, by its latest score', () => {
    const { summary, link } = renderPanel(
      ['a', 'b'],
      [review('a', 1, 1), review('b', 4, 2), review('a', 3, 3)],
    );
    expect(summary).toContain('Done for today: 2 cards reviewed. See you tomorrow.');
    expect(link).toHaveAccessibleName("See today's review");
    expect(link).toHaveAttribute('href', '/learn/spa/review');
  });

  it('is done when this browser skipped the again pass, as the review setup says', () => {
    window.localStorage.setItem(
      reviewProgressKey('spa', today),
      JSON.stringify({ lang: 'spa', dayString: today, stage: 5, currentCardIndex: 1 }),
    );
    const { summary } = renderPanel(['a'], [review('a', 1, 1)]);
    expect(summary).toContain('Done for today: 1 card reviewed.');
  });

  it("still counts when this browser's stored place belongs to another day", () => {
    window.localStorage.setItem(
      reviewProgressKey('spa', today),
      JSON.stringify({ lang: 'spa', dayString: '2026-12-05', stage: 5, currentCardIndex: 1 }),
    );
    const { summary } = renderPanel(['a'], [review('a', 1, 1)]);
    expect(summary).toContain('1 of 1 card reviewed, 1 to go over again.');
  });

  describe('under a catch-up plan', () => {
    // Started two days ago for three days of 5 cards.
    const plan: OpenPlan = {
      lang: 'spa',
      daily_cap: 5,
      planned_days: 3,
      started_on: '2026-12-04',
    };

    it('before the day starts, says the plan brings its cap of the due cards and no new ones', () => {
      const { summary, link } = renderPanel(null, [], 11, plan);
      expect(summary).toContain(
        'Catch-up plan, day 3 of 3: today brings 5 of the 11 cards due, and no new cards.',
      );
      expect(summary).not.toContain('goal');
      expect(link).toHaveAccessibleName("Start today's review");
    });

    it('says when the due cards fit the cap, the day the plan ends', () => {
      const { summary } = renderPanel(null, [], 4, plan);
      expect(summary).toContain(
        'Catch-up plan, day 3 of 3: today brings the last 4 cards due, and the plan ends with them.',
      );
    });

    it('counts on past its planned days', () => {
      const { summary } = renderPanel(null, [], 11, { ...plan, planned_days: 2 });
      expect(summary).toContain('Catch-up plan, day 3 of 3:');
    });

    it('once done, leaves the cards still due to the plan', () => {
      const { summary } = renderPanel(['a', 'b'], [review('a', 3, 1), review('b', 3, 2)], 6, plan);
      expect(summary).toContain(
        'Done for today: 2 cards reviewed. Your catch-up plan brings the next ones tomorrow.',
      );
    });
  });
});
