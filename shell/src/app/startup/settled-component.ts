import { useEffect, useState, type ComponentType } from 'react';
import { pageSettled } from '@phrasebook/data/page-settled';

/**
 * A component that no first screen needs, loaded once the page has settled (docs/performance.md).
 * Unlike React.lazy it never throws to an error boundary: on a first visit, before the offline
 * app keeps the files, its code may not come, and a part that only adds to the page must not
 * take the page down with it. It is asked for again once the network is back. `load` is a
 * module-level function: a new one each render would load again.
 */
export function useSettledComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | null {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let stopped = false;
    const attempt = () => {
      load().then(
        // A component is a function: hand setState an updater that returns it.
        (loaded) => !stopped && setComponent(() => loaded),
        () => !stopped && window.addEventListener('online', attempt, { once: true }),
      );
    };
    void pageSettled().then(attempt);
    return () => {
      stopped = true;
      window.removeEventListener('online', attempt);
    };
  }, [load]);
  return Component;
}
