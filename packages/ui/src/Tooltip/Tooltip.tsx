import {
  Children,
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOOLTIP_OPEN_DELAY_MS } from '../theme/theme-constants.ts';
import { FloatingLayer, type FloatingPosition } from '../Floating/index.ts';
import { mergeHandlers } from '../Floating/merge-handlers.ts';
import classes from './tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip says. */
  label: ReactNode;
  /** @default 'top' */
  position?: FloatingPosition;
  /** One element, which gets the hover handlers (and any other props given here). */
  children: ReactElement;
  /**
   * Shows nothing while true. The element stays mounted as it turns on and off, so one that has
   * the focus keeps it (a sidebar's link as the sidebar collapses). @default false
   */
  disabled?: boolean;
  [forwarded: string]: unknown;
}

/**
 * A label shown after hovering its element for a moment (docs/product.md §9), with an arrow
 * pointing at it. Other props pass through to the element, so a menu's target can be one.
 */
export function Tooltip({
  label,
  position = 'top',
  children,
  disabled = false,
  ...forwarded
}: TooltipProps) {
  const [anchor, setAnchor] = useState<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const child = Children.only(children) as ReactElement<Record<string, unknown>>;

  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!disabled) return;
    clearTimeout(timer.current);
    setAnchor(null);
  }, [disabled]);
  useEffect(() => {
    if (!anchor) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setAnchor(null);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anchor]);

  const hover = {
    onMouseEnter: (event: { currentTarget: Element }) => {
      const target = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnchor(target), TOOLTIP_OPEN_DELAY_MS);
    },
    onMouseLeave: hide,
    onPointerDown: hide,
  };
  const element = cloneElement(
    child,
    mergeHandlers(child.props, {
      ...forwarded,
      ...(disabled ? {} : mergeHandlers(forwarded, hover)),
    }),
  );
  return (
    <>
      {element}
      {anchor && !disabled ? (
        <FloatingLayer
          anchor={anchor}
          position={position}
          // Mantine's offset 5 plus half its 4 px arrow.
          offset={7}
          role="tooltip"
          className={classes.tooltip}
        >
          {label}
          <span className={classes.arrow} aria-hidden />
        </FloatingLayer>
      ) : null}
    </>
  );
}
