import { expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { ASSUMED_REVIEW_SECONDS, WORKLOAD_RETENTIONS } from '@phrasebook/domain';
import { RetentionCurve } from './retention-curve.tsx';

// 10 reviews a day at 70 %, one more per point, a tenth of them forgotten.
const points = WORKLOAD_RETENTIONS.map((retention, i) => ({
  retention,
  reviewsPerDay: 10 + i,
  forgottenPerDay: (10 + i) / 10,
}));
const assumed = {
  recalled: { seconds: ASSUMED_REVIEW_SECONDS.recalled, measuredDays: 0 },
  forgotten: { seconds: ASSUMED_REVIEW_SECONDS.forgotten, measuredDays: 0 },
};

it('gives one table row per retention from 70 to 97 %, the chosen one marked, and no recommendation', () => {
  renderWithProviders(
    <RetentionCurve points={points} progress={1} times={assumed} chosen={0.9} cards={120} />,
  );
  const table = screen.getByRole('table', { name: 'Your workload at each desired retention' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(28);
  expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('70 %');
  expect(within(rows[27]!).getByRole('rowheader').textContent).toBe('97 %');
  // 90 %: 30 reviews, 27 recalled × 8 s + 3 forgotten × 20 s = 276 s.
  expect(rows[20]!.textContent).toBe('90 % (yours)30.04.6');
  expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toEqual([rows[20]]);
  expect(
    screen.getByText(
      'About 30.0 reviews a day over the next year for the 120 cards you have reviewed.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('About 4.6 minutes a day.')).toBeTruthy();
  expect(
    screen.getByText(
      "Your time on this deck's cards is not measured yet, so the minutes assume 8 s for a card you recall and 20 s for one you forget (it comes back the same day).",
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/recommend|suits most/i)).toBeNull();
  expect(
    screen.getByRole('img', {
      name: 'Curve of reviews and minutes a day at each desired retention from 70 to 97 %, 90 % marked',
    }),
  ).toBeTruthy();
});

it('prices minutes at the measured times and says on how many days each was measured', () => {
  const times = {
    recalled: { seconds: 6, measuredDays: 240 },
    forgotten: { seconds: ASSUMED_REVIEW_SECONDS.forgotten, measuredDays: 0 },
  };
  renderWithProviders(
    <RetentionCurve points={points} progress={1} times={times} chosen={0.7} cards={3} />,
  );
  // 70 %: 9 recalled × 6 s + 1 forgotten × 20 s = 74 s.
  expect(screen.getByText('About 1.2 minutes a day.')).toBeTruthy();
  expect(
    screen.getByText(
      'Minutes at your own pace in this deck: 6 s for a card you recall (measured on 240 review days), 20 s for one you forget, with its second look the same day (assumed: not measured yet).',
    ),
  ).toBeTruthy();
});

it('never says a tiny deck costs 0.0', () => {
  // One card: a review every few weeks, a few seconds a day.
  const tiny = WORKLOAD_RETENTIONS.map((retention) => ({
    retention,
    reviewsPerDay: 0.04,
    forgottenPerDay: 0.004,
  }));
  renderWithProviders(
    <RetentionCurve points={tiny} progress={1} times={assumed} chosen={0.9} cards={1} />,
  );
  expect(
    screen.getByText(
      'Under 0.1 reviews a day over the next year for the 1 card you have reviewed.',
    ),
  ).toBeTruthy();
  // 0.036 × 8 s + 0.004 × 20 s = 0.37 s: 0.006 minutes.
  expect(screen.getByText('Under 0.1 minutes a day.')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Your workload at each desired retention' });
  expect(within(table).getAllByRole('row')[21]!.textContent).toBe('90 % (yours)under 0.1under 0.1');
});

it('shows how far the simulation is until the curve is complete', () => {
  renderWithProviders(
    <RetentionCurve points={null} progress={0.42} times={assumed} chosen={0.9} cards={3} />,
  );
  expect(screen.getByText('Simulating your next year at each retention… 42 %')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});
