import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { fireEvent, renderWithProviders, screen } from '@phrasebook/ui/test';
import { KEPT_SCREENS_KEY } from '@phrasebook/data';
import { reviewProgressKey, type DayString } from '@phrasebook/domain';
import { useReviewProgress } from './review-progress.ts';
import type * as UiExports from '@phrasebook/ui';
import type * as DataExports from '@phrasebook/data';

const shown = vi.hoisted(() => ({ toasts: [] as unknown[], logged: [] as unknown[] }));
vi.mock('@phrasebook/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiExports>()),
  toast: (message: unknown) => shown.toasts.push(message),
}));
vi.mock('@phrasebook/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataExports>()),
  logUnexpected: (where: unknown) => shown.logged.push(where),
}));

function Progress({ lang, day }: { lang: string; day: DayString }) {
  const [progress] = useReviewProgress(lang, day);
  return <output>{`stage ${progress.stage}, card ${progress.currentCardIndex}`}</output>;
}

afterEach(() => {
  localStorage.clear();
  shown.toasts = [];
  shown.logged = [];
});

it('resumes the progress stored for this deck and day, without a message', () => {
  const progress = { lang: 'tam', dayString: '2026-11-21', stage: 4, currentCardIndex: 2 };
  localStorage.setItem(reviewProgressKey('tam', '2026-11-21'), JSON.stringify(progress));
  renderWithProviders(<Progress lang="tam" day="2026-11-21" />);
  expect(screen.getByText('stage 4, card 2')).toBeInTheDocument();
  expect(shown.toasts).toEqual([]);
});

it('tells the learner when the stored progress was for another day, and starts from the server', () => {
  const key = reviewProgressKey('fin', '2026-11-21');
  const yesterday = { lang: 'fin', dayString: '2026-11-20', stage: 4, currentCardIndex: 2 };
  localStorage.setItem(key, JSON.stringify(yesterday));
  renderWithProviders(<Progress lang="fin" day="2026-11-21" />);

  // Stage 0: the session infers its position from the server's reviews (use-review-session).
  expect(screen.getByText('stage 0, card 0')).toBeInTheDocument();
  expect(shown.toasts).toEqual([
    'Your saved progress was from another day, so this review picks up from the scores saved on the server.',
  ]);
  expect(shown.logged).toEqual(['read review progress']);
  expect(localStorage.getItem(key)).toBeNull();
});

it('says so for progress of another deck under this key too', () => {
  const key = reviewProgressKey('eus', '2026-11-21');
  const other = { lang: 'spa', dayString: '2026-11-21', stage: 1, currentCardIndex: 5 };
  localStorage.setItem(key, JSON.stringify(other));
  renderWithProviders(<Progress lang="eus" day="2026-11-21" />);
  expect(screen.getByText('stage 0, card 0')).toBeInTheDocument();
  expect(shown.toasts).toEqual([
    'Your saved progress was from another deck, so this review picks up from the scores saved on the server.',
  ]);
});

it('is stored when the kept screens have filled local storage: they make room for it', () => {
  localStorage.setItem(KEPT_SCREENS_KEY, 'x'.repeat(5_000_000 - KEPT_SCREENS_KEY.length - 10));
  function Advance() {
    const [progress, setProgress] = useReviewProgress('tam', '2026-11-21');
    return (
      <button onClick={() => setProgress({ ...progress, currentCardIndex: 3 })}>
        {`card ${progress.currentCardIndex}`}
      </button>
    );
  }
  renderWithProviders(<Advance />);
  fireEvent.click(screen.getByRole('button', { name: 'card 0' }));
  expect(screen.getByRole('button', { name: 'card 3' })).toBeInTheDocument();
  expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  const stored = localStorage.getItem(reviewProgressKey('tam', '2026-11-21'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ currentCardIndex: 3 });
});

it('moves on for the page when storage is full of what it may not drop', () => {
  localStorage.setItem('someone-elses', 'x'.repeat(5_000_000 - 'someone-elses'.length - 10));
  function Advance() {
    const [progress, setProgress] = useReviewProgress('cym', '2026-11-21');
    const [scored, setScored] = useState(false);
    return (
      <button
        onClick={() => {
          // What follows in the score's handler still runs.
          setProgress({ ...progress, currentCardIndex: 4 });
          setScored(true);
        }}
      >
        {`card ${progress.currentCardIndex}${scored ? ', scored' : ''}`}
      </button>
    );
  }
  renderWithProviders(<Advance />);
  fireEvent.click(screen.getByRole('button', { name: 'card 0' }));
  expect(screen.getByRole('button', { name: 'card 4, scored' })).toBeInTheDocument();
  expect(localStorage.getItem(reviewProgressKey('cym', '2026-11-21'))).toBeNull();
});
