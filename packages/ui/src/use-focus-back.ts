import { useEffect, useRef } from 'react';

/**
 * For a control that `busy` takes the focus from: a control that opens a form in its place (a
 * message's correction), or a button Mantine disables while it is `loading` (a form's submit).
 * Once `busy` ends, the element holding the returned ref takes the focus, which the form's
 * removal or the disabled button left on the page's body, sending a keyboard user back to the
 * top of the page. Not when the focus went somewhere else meanwhile.
 */
export function useFocusBack<Element extends HTMLElement>(busy: boolean) {
  const target = useRef<Element>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const done = wasBusy.current && !busy;
    wasBusy.current = busy;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (done && lost) target.current?.focus();
  }, [busy]);
  return target;
}
