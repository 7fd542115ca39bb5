import { expect, it } from 'vitest';
import { mergeById } from './merge-by-id.ts';

const byAt = (a: { at: number }, b: { at: number }) => a.at - b.at;

it('shows a row read twice once, with its newest version', () => {
  const list = [
    { id: 'a', at: 1, text: 'old' },
    { id: 'b', at: 2, text: 'b' },
  ];
  const merged = mergeById(list, [{ id: 'a', at: 1, text: 'new' }], byAt);
  expect(merged).toEqual([
    { id: 'a', at: 1, text: 'new' },
    { id: 'b', at: 2, text: 'b' },
  ]);
});

it('adds new rows in order', () => {
  const list = [
    { id: 'a', at: 1 },
    { id: 'c', at: 3 },
  ];
  expect(
    mergeById(
      list,
      [
        { id: 'd', at: 4 },
        { id: 'b', at: 2 },
      ],
      byAt,
    ).map((r) => r.id),
  ).toEqual(['a', 'b', 'c', 'd']);
});

it('puts the rows last without a compare, and does not change the list', () => {
  const list = [{ id: 'a' }, { id: 'b' }];
  const merged = mergeById(list, [{ id: 'c' }, { id: 'a' }]);
  expect(merged.map((r) => r.id)).toEqual(['b', 'c', 'a']);
  expect(list).toHaveLength(2);
});

it('shows a row brought twice in one merge once, as its last copy', () => {
  const merged = mergeById(
    [{ id: 'a', at: 1, text: 'a' }],
    [
      { id: 'b', at: 2, text: 'first' },
      { id: 'b', at: 2, text: 'second' },
    ],
    byAt,
  );
  expect(merged).toEqual([
    { id: 'a', at: 1, text: 'a' },
    { id: 'b', at: 2, text: 'second' },
  ]);
});
