import { expect, it } from 'vitest';
import { placeFloating } from './place-floating.ts';

const viewport = { width: 1000, height: 800 };
const anchor = { top: 100, left: 100, width: 40, height: 20 };
const size = { width: 200, height: 100 };

it('puts the box on the asked side, aligned as asked, the offset away', () => {
  expect(placeFloating(anchor, size, 'bottom-start', 8, viewport)).toEqual({
    top: 128,
    left: 100,
    side: 'bottom',
    arrow: 20,
  });
  const right = { ...anchor, left: 500 };
  expect(placeFloating(right, size, 'bottom-end', 8, viewport)).toMatchObject({ left: 340 });
  expect(placeFloating(anchor, size, 'right', 5, viewport)).toEqual({
    top: 60,
    left: 145,
    side: 'right',
    arrow: 50,
  });
});

it('flips to the opposite side when only that one has room', () => {
  const low = { ...anchor, top: 750 };
  expect(placeFloating(low, size, 'bottom', 8, viewport)).toMatchObject({ side: 'top', top: 642 });
  const high = { ...anchor, top: 10 };
  expect(placeFloating(high, size, 'top-start', 8, viewport)).toMatchObject({ side: 'bottom' });
});

it('slides along its side to stay on screen, the arrow still at the anchor', () => {
  const nearEdge = { top: 100, left: 980, width: 20, height: 20 };
  const placed = placeFloating(nearEdge, size, 'bottom', 8, viewport);
  expect(placed.left).toBe(1000 - 200 - 4);
  expect(placed.arrow).toBe(990 - 796);
});

it('opens at a point, as a right-click menu does', () => {
  const point = { top: 300, left: 40, width: 0, height: 0 };
  expect(placeFloating(point, size, 'bottom-start', 0, viewport)).toMatchObject({
    top: 300,
    left: 40,
  });
});

it('takes the other edge of the anchor before sliding, when that one fits', () => {
  const narrow = { width: 375, height: 740 };
  const button = { top: 100, left: 16, width: 120, height: 36 };
  const menu = { width: 220, height: 300 };
  expect(placeFloating(button, menu, 'bottom-end', 8, narrow)).toMatchObject({ left: 16 });
  const nearRight = { top: 100, left: 300, width: 60, height: 36 };
  expect(placeFloating(nearRight, menu, 'bottom-start', 8, narrow)).toMatchObject({
    left: 360 - 220,
  });
});
