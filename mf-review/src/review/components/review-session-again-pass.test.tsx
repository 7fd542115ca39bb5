import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import {
  advance,
  againOnSecond,
  phraseIds,
  renderSession,
  reviewed,
  scoreButton,
} from './review-session-harness.tsx';

beforeAll(useUnreachableBackend);
afterEach(() => vi.useRealTimers());

describe('the again pass', () => {
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
