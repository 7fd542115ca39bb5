import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { useMergedRef } from '@mantine/hooks';
import {
  placeFloating,
  type FloatingPosition,
  type Placement,
  type Rect,
} from './place-floating.ts';

/** What a floating box is placed against: an element, or a point (a right-click). */
export type FloatingAnchor = Element | { x: number; y: number };

function anchorRect(anchor: FloatingAnchor): Rect {
  if (anchor instanceof Element) {
    const { top, left, width, height } = anchor.getBoundingClientRect();
    return { top, left, width, height };
  }
  return { top: anchor.y, left: anchor.x, width: 0, height: 0 };
}

/**
 * An open modal dialog is the top layer and makes the rest of the page inert, so a menu or
 * tooltip opened from inside one must render inside it to be seen and used.
 */
function layerRoot(anchor: FloatingAnchor): Element {
  return (anchor instanceof Element && anchor.closest('dialog[open]')) || document.body;
}

export interface FloatingLayerProps extends HTMLAttributes<HTMLDivElement> {
  anchor: FloatingAnchor;
  position: FloatingPosition;
  /** Gap to the anchor, in px. */
  offset: number;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A box rendered at the end of the page (or of the open dialog), fixed beside its anchor and
 * kept there while the page scrolls or resizes. It is placed in a layout effect, so the first
 * frame painted already has it in place; it is never hidden meanwhile, so what opens it can
 * focus it at once. Its side lands in `data-side`, and where the
 * anchor's middle falls along its edge in `--floating-arrow`.
 */
export function FloatingLayer({
  anchor,
  position,
  offset,
  style,
  ref,
  ...rest
}: FloatingLayerProps) {
  const own = useRef<HTMLDivElement>(null);
  const merged = useMergedRef(own, ref);
  const [placement, setPlacement] = useState<Placement | null>(null);

  useLayoutEffect(() => {
    const place = () => {
      const box = own.current;
      if (!box) return;
      const { clientWidth, clientHeight } = document.documentElement;
      setPlacement(
        placeFloating(
          anchorRect(anchor),
          { width: box.offsetWidth, height: box.offsetHeight },
          position,
          offset,
          { width: clientWidth, height: clientHeight },
        ),
      );
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, position, offset]);

  return createPortal(
    <div
      {...rest}
      ref={merged}
      data-side={placement?.side}
      style={
        {
          ...style,
          position: 'fixed',
          top: placement?.top ?? 0,
          left: placement?.left ?? 0,
          '--floating-arrow': `${placement?.arrow ?? 0}px`,
        } as CSSProperties
      }
    />,
    layerRoot(anchor),
  );
}
