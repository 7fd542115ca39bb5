import { describe, expect, it } from 'vitest';
import { dueCountByLang, type DueCard } from './due-cards-query.ts';

const due = (phrase_id: string, lang: string, direction: string): DueCard => ({
  phrase_id,
  lang,
  direction,
  status: 'active',
  last_reviewed_at: '2026-11-01T09:00:00Z',
  retrievability_now: 0.8,
  desired_retention: 0.9,
  due_now: true,
});

describe('dueCountByLang', () => {
  it('counts a phrase due in both directions once, as its review day asks it once', () => {
    const counts = dueCountByLang([
      due('p1', 'spa', 'recognise'),
      due('p1', 'spa', 'recall'),
      due('p2', 'spa', 'recall'),
      due('p3', 'spa', 'recognise'),
    ]);
    expect(counts.get('spa')).toBe(3);
  });

  it('counts per deck language', () => {
    const counts = dueCountByLang([
      due('p1', 'spa', 'recognise'),
      due('p2', 'fra', 'recognise'),
      due('p3', 'fra', 'recall'),
    ]);
    expect([...counts]).toEqual([
      ['spa', 1],
      ['fra', 2],
    ]);
  });

  it('counts nothing for no due cards', () => {
    expect(dueCountByLang([]).size).toBe(0);
  });
});
