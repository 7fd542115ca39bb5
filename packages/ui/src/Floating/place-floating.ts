/** Where a menu or tooltip sits against what opened it: a side, then an alignment on it. */
export type FloatingSide = 'top' | 'right' | 'bottom' | 'left';
export type FloatingPosition = FloatingSide | `${FloatingSide}-${'start' | 'end'}`;

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  /** The side it ended on: the asked one, or its opposite when that one lacks the room. */
  side: FloatingSide;
  /** Where the anchor's middle falls along the floating box's edge, for an arrow. */
  arrow: number;
}

const opposite: Record<FloatingSide, FloatingSide> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/** Keeps this far from the viewport's edges. */
const EDGE = 4;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * Places a box of `size` beside `anchor`, `offset` px away, inside a viewport of `viewport`:
 * on the asked side unless only the opposite one has room, aligned to the other edge of the
 * anchor when the asked one would leave the screen, then slid along that side to stay on
 * screen (what Mantine's Popover does with its flip and shift middlewares).
 */
export function placeFloating(
  anchor: Rect,
  size: { width: number; height: number },
  position: FloatingPosition,
  offset: number,
  viewport: { width: number; height: number },
): Placement {
  const [asked, align = 'center'] = position.split('-') as [FloatingSide, string?];
  const room: Record<FloatingSide, number> = {
    top: anchor.top - offset,
    bottom: viewport.height - (anchor.top + anchor.height) - offset,
    left: anchor.left - offset,
    right: viewport.width - (anchor.left + anchor.width) - offset,
  };
  const needed = asked === 'top' || asked === 'bottom' ? size.height : size.width;
  const side =
    room[asked] < needed && room[opposite[asked]] > room[asked] ? opposite[asked] : asked;

  const vertical = side === 'top' || side === 'bottom';
  const [start, length, crossSize, crossViewport] = vertical
    ? [anchor.left, anchor.width, size.width, viewport.width]
    : [anchor.top, anchor.height, size.height, viewport.height];
  const fits = (at: number) => at >= EDGE && at + crossSize <= crossViewport - EDGE;
  const alignedStart = start;
  const alignedEnd = start + length - crossSize;
  // An edge-aligned box that would leave the screen takes the other edge when that one fits.
  const wanted =
    align === 'start'
      ? fits(alignedStart) || !fits(alignedEnd)
        ? alignedStart
        : alignedEnd
      : align === 'end'
        ? fits(alignedEnd) || !fits(alignedStart)
          ? alignedEnd
          : alignedStart
        : start + length / 2 - crossSize / 2;
  const cross = clamp(wanted, EDGE, crossViewport - crossSize - EDGE);
  const main =
    side === 'top'
      ? anchor.top - offset - size.height
      : side === 'bottom'
        ? anchor.top + anchor.height + offset
        : side === 'left'
          ? anchor.left - offset - size.width
          : anchor.left + anchor.width + offset;
  const arrow = start + length / 2 - cross;
  return vertical
    ? { top: main, left: cross, side, arrow }
    : { top: cross, left: main, side, arrow };
}
