import { useEffect, useRef } from 'react';

/**
 * For a control that opens a form in its place (a message's correction, a correction's card):
 * once the form closes, by its Cancel or its submit, the element holding the returned ref takes
 * the focus, which the form's removal left on the page's body, sending a keyboard user back to
 * the top of the page. Not when the focus went somewhere else meanwhile.
 */
export function useFocusBack<Element extends HTMLElement>(open: boolean) {
  const target = useRef<Element>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (closed && lost) target.current?.focus();
  }, [open]);
  return target;
}
