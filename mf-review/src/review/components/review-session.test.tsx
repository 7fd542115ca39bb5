import { act, fireEvent, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appStore } from '@phrasebook/data';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { DEFAULT_SCHEDULE, daySession, type ReviewCard } from '@phrasebook/domain';
import { renderWithProviders } from '@phrasebook/ui/test';
import { reviewOutbox } from '../state/review-outbox.ts';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { ReviewSession } from './review-session.tsx';

beforeAll(useUnreachableBackend);
afterEach(() => vi.useRealTimers());

// Today's review day: undo is offered for today's scores only.
const today = daySession();
const phraseIds = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
const cards: Record<string, ReviewCard> = Object.fromEntries(
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
async function renderSession(
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
const reviewed = (index: number, score: 1 | 3): DayReviewRow => ({
  id: `00000000-0000-4000-8000-10000000000${index}`,
  phrase_id: phraseIds[index]!,
  score,
  created_at: `2026-11-24T10:0${index}:00.000Z`,
  day_first_review: true,
});
/** A day whose first pass is done with the second card at Again: the again pass shows it. */
const againOnSecond = () => [reviewed(0, 3), reviewed(1, 1), reviewed(2, 3)];

const scoreButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label}`) });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ReviewSession', () => {
  it('acknowledges a score at once and moves on exactly 1 s later', async () => {
    const { outbox } = await renderSession('user-a', 'spa');
    fireEvent.click(scoreButton('Good'));
    expect(scoreButton('Good')).toHaveAttribute('aria-pressed', 'true');
    expect(outbox()).toMatchObject([{ kind: 'insert', phrase_id: phraseIds[0], score: 3 }]);
    expect(outbox()[0]!.review_id).toMatch(/^[0-9a-f-]{36}$/);
    advance(999);
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Review session' })).toHaveFocus();
  });

  it('a second score within the second changes the same queued review and restarts the wait', async () => {
    const { outbox } = await renderSession('user-b', 'fra');
    fireEvent.click(scoreButton('Hard'));
    advance(600);
    fireEvent.click(scoreButton('Easy'));
    expect(outbox()).toMatchObject([{ kind: 'insert', score: 4 }]);
    advance(600);
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    advance(400);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
  });

  it('a second score before the first is drawn changes it rather than adding a review', async () => {
    const { outbox } = await renderSession('user-j', 'pol');
    // One act: the second key comes before React has drawn the first score.
    act(() => {
      fireEvent.keyDown(window, { key: '3' });
      fireEvent.keyDown(window, { key: '1' });
    });
    expect(outbox()).toMatchObject([{ kind: 'insert', phrase_id: phraseIds[0], score: 1 }]);
    expect(outbox()).toHaveLength(1);
    expect(scoreButton('Again')).toHaveAttribute('aria-pressed', 'true');
    expect(scoreButton('Good')).toHaveAttribute('aria-pressed', 'false');
  });

  it('Space reveals, digits score, arrows move', async () => {
    const { outbox } = await renderSession('user-c', 'deu');
    expect(screen.queryByText('Phrase 1')).toBeNull();
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByText('Phrase 1')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '1' });
    expect(outbox()).toMatchObject([{ phrase_id: phraseIds[1], score: 1 }]);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    advance(1000);
    // Moving first cancelled the auto-advance.
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
  });

  it('resumes the again pass where the reviews say; there the arrows do nothing', async () => {
    const { outbox } = await renderSession('user-d', 'ita', againOnSecond());
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Again: 1 left')).toBeInTheDocument();
    expect(screen.getByText('Frase 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    // Every score of the again pass is a new review.
    expect(outbox()).toMatchObject([{ kind: 'insert', phrase_id: phraseIds[1], score: 3 }]);
    expect(outbox()[0]!.review_id).not.toBe(reviewed(1, 1).id);
    advance(1000);
    expect(screen.getByRole('heading', { name: 'Saving your reviews…' })).toBeInTheDocument();
  });

  it('the again pass tests a card afresh: its answer and first score hidden, each time it comes', async () => {
    await renderSession('user-d2', 'ita', againOnSecond());
    const hidden = () => {
      expect(screen.queryByText('Phrase 2')).toBeNull();
      expect(scoreButton('Again')).toHaveAttribute('aria-pressed', 'false');
    };
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    hidden();
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByText('Phrase 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '1' });
    // Scored, it shows the new score and the answer until the session moves on.
    expect(scoreButton('Again')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Phrase 2')).toBeInTheDocument();
    advance(1000);
    // Again once more: the same card comes back, to be answered afresh.
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    hidden();
  });

  it('in the again pass, an undone score leaves the answer seen; a card scored since shows its score', async () => {
    await renderSession('user-d3', 'ita', againOnSecond());
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '3' });
    expect(scoreButton('Good')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    advance(1000);
    // Taken back within the second: still this card, its answer seen, no score chosen.
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Phrase 2')).toBeInTheDocument();
    for (const label of ['Again', 'Good'])
      expect(scoreButton(label)).toHaveAttribute('aria-pressed', 'false');
    // The first card, scored Good in the first pass, shows as it stands.
    fireEvent.click(screen.getByRole('button', { name: 'All cards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Card 1: Good' }));
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Phrase 1')).toBeInTheDocument();
    expect(scoreButton('Good')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Undo', () => {
  it('takes back the last score after the session moved on, then the one before it', async () => {
    const { outbox } = await renderSession('user-e', 'por');
    fireEvent.click(scoreButton('Good'));
    advance(1000);
    fireEvent.click(scoreButton('Again'));
    advance(1000);
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    expect(outbox()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    // The unsent score leaves the outbox (an undo follows, in case another tab sent it), and
    // the session is back on its card.
    expect(outbox()).toMatchObject([
      { kind: 'insert', phrase_id: phraseIds[0], score: 3 },
      { kind: 'undo', phrase_id: phraseIds[1] },
    ]);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(scoreButton('Again')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(outbox().map((entry) => [entry.kind, entry.phrase_id])).toEqual([
      ['undo', phraseIds[1]],
      ['undo', phraseIds[0]],
    ]);
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('Ctrl+Z right after a score takes back that score, even before it is drawn', async () => {
    const { outbox } = await renderSession('user-k', 'ces');
    fireEvent.click(scoreButton('Good'));
    advance(1000);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(window, { key: '1' });
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(outbox()).toMatchObject([
      { kind: 'insert', phrase_id: phraseIds[0], score: 3 },
      { kind: 'undo', phrase_id: phraseIds[1] },
    ]);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    expect(scoreButton('Again')).toHaveAttribute('aria-pressed', 'false');
  });

  it('queues an undo for a score the server already has, and a change back for a changed score', async () => {
    const sent: DayReviewRow = {
      id: '00000000-0000-4000-8000-200000000001',
      phrase_id: phraseIds[0]!,
      score: 3,
      created_at: '2026-11-24T10:00:00.000Z',
      day_first_review: true,
    };
    const { outbox } = await renderSession('user-f', 'nld', [sent]);
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.click(scoreButton('Easy'));
    expect(outbox()).toMatchObject([{ kind: 'update', review_id: sent.id, score: 4 }]);
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    // Folded into the queued change: the server hears the score it already has.
    expect(outbox()).toMatchObject([{ kind: 'update', review_id: sent.id, score: 3 }]);
  });
});

describe('a recall card', () => {
  it('asks with the translation and reveals the phrase, with the typed answer compared', async () => {
    const recallCards = {
      ...cards,
      [phraseIds[0]!]: { ...cards[phraseIds[0]!]!, direction: 'recall' as const },
    };
    const { outbox } = await renderSession('user-g', 'swe', [], recallCards);
    vi.useRealTimers();
    expect(await screen.findByText('Say it in Swedish')).toBeInTheDocument();
    expect(screen.getByText('Phrase 1')).toBeInTheDocument();
    expect(screen.queryByText('Frase 1')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Type my answer' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'frase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('review-phrase')).toHaveTextContent('Frase 1');
    expect(screen.getByText('You typed 1 of 2 words right')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    expect(outbox()).toMatchObject([{ kind: 'insert', direction: 'recall', score: 3 }]);
  });
});

describe('two-button mode', () => {
  it('offers Again and Good; 1 scores Again, and Space or Enter score Good once revealed', async () => {
    const { outbox } = await renderSession('user-h', 'dan', [], cards, 'two');
    expect(screen.getAllByRole('button', { name: /^(Again|Hard|Good|Easy)/ })).toHaveLength(2);
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: '3' });
    expect(outbox()).toEqual([]);
    fireEvent.keyDown(window, { key: ' ' });
    expect(screen.getByText('Phrase 1')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    expect(outbox()).toMatchObject([{ phrase_id: phraseIds[0], score: 3 }]);
    advance(1000);
    fireEvent.keyDown(window, { key: '1' });
    expect(outbox()).toMatchObject([{ score: 3 }, { phrase_id: phraseIds[1], score: 1 }]);
  });
});

describe('recall cards by keyboard', () => {
  const allRecall = Object.fromEntries(
    Object.entries(cards).map(([id, card]) => [id, { ...card, direction: 'recall' as const }]),
  );

  it('a focused switch keeps Space, digits still score; the next card’s answer box takes focus', async () => {
    const { outbox } = await renderSession('user-i', 'fin', [], allRecall);
    vi.useRealTimers();
    const typing = await screen.findByRole('switch', { name: 'Type my answer' });
    typing.focus();
    fireEvent.keyDown(typing, { key: ' ' });
    expect(screen.queryByTestId('review-phrase')).toBeNull();
    fireEvent.click(typing);
    fireEvent.keyDown(typing, { key: '1' });
    expect(outbox()).toMatchObject([{ phrase_id: phraseIds[0], score: 1, direction: 'recall' }]);
    expect(await screen.findByText('Card 2 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
  });
});
