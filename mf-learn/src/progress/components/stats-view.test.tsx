import { beforeAll, describe, expect, it } from 'vitest';
import { progressKeys } from '@phrasebook/data';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { createTestQueryClient, renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { StatsView } from './stats-view.tsx';

beforeAll(useUnreachableBackend);

const today = '2026-12-02';

interface Seed {
  streak?: unknown;
  days?: unknown[];
  retention?: unknown[];
  forecast?: unknown[];
  states?: unknown[];
}

function renderStats(lang: string | null, seed: Seed = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(progressKeys.streak(lang), seed.streak ?? null);
  queryClient.setQueryData(progressKeys.studyDays(lang), seed.days ?? []);
  queryClient.setQueryData(progressKeys.retention(lang), seed.retention ?? []);
  queryClient.setQueryData(progressKeys.forecast(lang), seed.forecast ?? []);
  queryClient.setQueryData(progressKeys.cardStates(lang), seed.states ?? []);
  return renderWithProviders(<StatsView lang={lang} today={today} />, { queryClient });
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('StatsView', () => {
  it('shows a new learner an empty year and says what each panel will hold', () => {
    renderStats(null);
    expect(screen.getByRole('img', { name: 'Streak: 0 days, longest 0 days' })).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Study days in the last year' })).toBeVisible();
    expect(panel('Study days')).toHaveTextContent('No reviews yet');
    expect(panel('Reviews and minutes')).toHaveTextContent('No reviews in the last 30 days.');
    expect(panel('True retention')).toHaveTextContent('No retention yet');
    expect(panel('Due in the next 30 days')).toHaveTextContent('Nothing falls due');
    expect(panel('Cards by state')).toHaveTextContent('No active cards yet');
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it("all decks' today: the cards of every deck, against no one deck's goal", () => {
    renderStats(null, {
      streak: {
        current_days: 1,
        longest_days: 1,
        today_counted: true,
        today_cards: 23,
        today_goal: 4,
        last_counted_day: today,
      },
    });
    expect(panel('Streak')).toHaveTextContent('23 cards');
    expect(panel('Streak')).not.toHaveTextContent('of 4');
  });

  it("a deck's today against a goal of one card says 'card', and that it is met", () => {
    renderStats('spa', {
      streak: {
        current_days: 1,
        longest_days: 1,
        today_counted: true,
        today_cards: 1,
        today_goal: 1,
        last_counted_day: today,
      },
    });
    expect(panel('Streak')).toHaveTextContent('1 card, goal of 1 met');
    expect(panel('Streak')).not.toHaveTextContent('1 cards');
  });

  it("gives each chart's numbers as a table, shown on request", async () => {
    const { user } = renderStats('spa', {
      streak: {
        current_days: 3,
        longest_days: 9,
        today_counted: true,
        today_cards: 15,
        today_goal: 15,
        last_counted_day: today,
      },
      days: [
        {
          day_session: today,
          reviews: 17,
          cards: 15,
          minutes: 6.25,
          goal_met: true,
          queue_emptied: false,
          counted: true,
        },
      ],
      retention: [
        {
          month: '2026-11-01',
          direction: 'recognise',
          reviews: 40,
          recalled: 36,
          desired_retention: 0.9,
        },
      ],
      forecast: [
        { day_session: today, due: 4 },
        { day_session: '2026-12-03', due: 2 },
      ],
      states: [
        { direction: 'recognise', state: 'new', cards: 5 },
        { direction: 'recognise', state: 'mature', cards: 7 },
      ],
    });
    const streak = panel('Streak');
    expect(
      within(streak).getByRole('img', { name: 'Streak: 3 days, longest 9 days' }),
    ).toBeVisible();
    expect(streak).toHaveTextContent('15 cards, goal of 15 met');
    expect(streak).toHaveTextContent('Today counts toward your streak.');

    const activity = screen.getByRole('table', {
      name: 'Reviews and minutes per day, the last 30 days',
    });
    expect(within(activity).getAllByRole('row')).toHaveLength(31);
    expect(within(activity).getAllByRole('row').at(-1)).toHaveTextContent(/17\s*15\s*6\.3\s*Yes$/);

    const retention = screen.getByRole('table', { name: 'True retention per month' });
    expect(within(retention).getAllByRole('row')[1]).toHaveTextContent(/40\s*36\s*90 %/);

    const forecast = screen.getByRole('table', { name: 'Cards due per day, the next 30 days' });
    expect(within(forecast).getAllByRole('row')).toHaveLength(3);

    const states = screen.getByRole('table', { name: 'Active cards by state' });
    expect(within(states).getByRole('row', { name: /Recognise/ })).toHaveTextContent(
      /Recognise\s*5\s*0\s*0\s*7\s*12/,
    );

    const toggle = within(panel('Due in the next 30 days')).getByRole('button', {
      name: 'Show as table',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Due in the next 30 days: table' })).toBeVisible();
  });
});
