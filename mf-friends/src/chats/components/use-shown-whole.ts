import { useEffect, useRef } from 'react';

/**
 * A form opened inside the thread's scrolling log: its first field's focus scrolls that field
 * alone into view, which at the log's end left the form's buttons ('Send correction', 'Add
 * card') below the fold. The form is brought into view whole as it opens, or from its top
 * when the log is shorter than it.
 */
export function useShownWhole<Element extends HTMLElement>() {
  const whole = useRef<Element>(null);
  useEffect(() => {
    whole.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return whole;
}
