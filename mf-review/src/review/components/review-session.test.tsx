import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import type { DayReviewRow } from '../api/review-day-query.ts';
import {
  phraseIds,
  cards,
  renderSession,
  scoreButton,
  advance,
} from './review-session-harness.tsx';

beforeAll(useUnreachableBackend);
afterEach(() => vi.useRealTimers());

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

  it('brings a card back with its answer only if it was seen when scored', async () => {
    await renderSession('user-r', 'ron');
    fireEvent.click(scoreButton('Again'));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Phrase 1')).toBeNull();

    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.click(scoreButton('Good'));
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Phrase 1')).toBeInTheDocument();
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
