import { useEffect, useRef } from 'react';

/** Marks a list's remove buttons, for the focus to find the one in a removed item's place. */
export const REMOVE_BUTTON = { 'data-remove-button': true } as const;

const removeButtons = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[data-remove-button]') ?? []),
];

/**
 * A remove button goes with what it removes (or Mantine disables it while it works), which
 * dropped a keyboard user's focus to the page's body. Once the removal has settled, the focus
 * goes to the remove button now in that place (the same one when the removal failed), else the
 * last one, else the section's field. Not when the focus went somewhere else meanwhile.
 */
export function useFocusAfterRemoval(busy: boolean, count: number) {
  // Mantine's Group and Stack type their ref as a div's whatever `component` renders.
  const list = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const removing = useRef<number | null>(null);
  useEffect(() => {
    const index = removing.current;
    if (busy || index === null) return;
    removing.current = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const buttons = removeButtons(list.current);
    (buttons[Math.min(index, buttons.length - 1)] ?? field.current)?.focus();
  }, [busy, count]);
  /** Call with the pressed remove button. */
  const removed = (button: HTMLElement) => {
    removing.current = removeButtons(list.current).indexOf(button);
  };
  return { list, field, removed };
}
