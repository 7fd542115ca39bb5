import { describe, expect, it } from 'vitest';
import { buildDayManifest, moreForToday } from './day-manifest.ts';

const none = { due: [], recommended: [], deckNew: [], library: [] };

describe('buildDayManifest', () => {
  it('puts new cards first, then every due card', () => {
    const day = buildDayManifest({
      ...none,
      due: ['d1', 'd2'],
      deckNew: ['n1', 'n2'],
      dailyGoal: 5,
    });
    expect(day.manifest).toEqual(['n1', 'n2', 'd1', 'd2']);
    expect(day.due).toEqual(['d1', 'd2']);
    expect(day.newCount).toBe(2);
  });

  it('takes new cards from recommendations, then the deck, then the library, up to the goal', () => {
    const day = buildDayManifest({
      due: [],
      recommended: ['r1'],
      deckNew: ['n1', 'n2'],
      library: ['l1', 'l2', 'l3'],
      dailyGoal: 4,
    });
    expect(day.newCards).toEqual({
      recommended: ['r1'],
      deck: ['n1', 'n2'],
      recall: [],
      library: ['l1'],
    });
    expect(day.recall).toEqual([]);
    expect(day.manifest).toEqual(['r1', 'n1', 'n2', 'l1']);
    expect(day.short).toBe(false);
  });

  it('never caps due cards: the goal counts new cards only', () => {
    const due = Array.from({ length: 20 }, (_, i) => `d${i}`);
    const day = buildDayManifest({ ...none, due, library: ['l1', 'l2'], dailyGoal: 15 });
    expect(day.manifest).toHaveLength(22);
    expect(day.manifest.slice(2)).toEqual(due);
  });

  it('says when the sources cannot fill the goal', () => {
    const day = buildDayManifest({ ...none, deckNew: ['n1'], dailyGoal: 3 });
    expect(day).toMatchObject({ newCount: 1, short: true, manifest: ['n1'] });
    expect(buildDayManifest({ ...none, dailyGoal: 1 })).toMatchObject({
      manifest: [],
      short: true,
    });
  });

  it('counts a phrase offered twice once, and never a due card as new', () => {
    const day = buildDayManifest({
      due: ['x'],
      recommended: ['a'],
      deckNew: ['a', 'x', 'b'],
      library: ['b', 'c'],
      dailyGoal: 5,
    });
    expect(day.manifest).toEqual(['a', 'b', 'c', 'x']);
    expect(new Set(day.manifest).size).toBe(day.manifest.length);
  });

  it('asks recall cards after the deck’s new cards, before the library, and due ones at the end', () => {
    const day = buildDayManifest({
      ...none,
      due: ['d1'],
      recallDue: ['rd1'],
      deckNew: ['n1'],
      recallNew: ['rn1', 'rn2'],
      library: ['l1', 'l2'],
      dailyGoal: 4,
    });
    expect(day.manifest).toEqual(['n1', 'rn1', 'rn2', 'l1', 'd1', 'rd1']);
    expect(day.recall).toEqual(['rn1', 'rn2', 'rd1']);
    expect(day.due).toEqual(['d1', 'rd1']);
    expect(day.newCount).toBe(4);
  });

  it('refuses a goal below 1', () => {
    expect(() => buildDayManifest({ ...none, dailyGoal: 0 })).toThrow(RangeError);
    expect(() => buildDayManifest({ ...none, dailyGoal: 1.5 })).toThrow(RangeError);
  });
});

describe('moreForToday', () => {
  it("offers what the day's manifest does not hold: due first in the set, new up to the goal", () => {
    const more = moreForToday(
      {
        due: ['d1', 'd2'],
        recallDue: [],
        recommended: ['r1'],
        deckNew: ['n1', 'n2', 'n3'],
        recallNew: [],
        library: ['l1'],
        dailyGoal: 2,
      },
      ['d1', 'r1', 'n1'],
    );
    expect(more.manifest).toEqual(['n2', 'n3', 'd2']);
    expect(more.newCount).toBe(2);
    expect(more.due).toEqual(['d2']);
  });

  it('offers nothing when the day already holds every candidate', () => {
    const more = moreForToday(
      { due: ['d1'], recommended: [], deckNew: ['n1'], library: [], dailyGoal: 5 },
      ['n1', 'd1'],
    );
    expect(more.manifest).toEqual([]);
  });
});
