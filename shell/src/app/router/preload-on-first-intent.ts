import type { PreloadableRouter } from './preload-on-intent.ts';

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Installs the preloader of preload-on-intent.ts once the visitor first points, focuses or
 * touches, so its code is not part of the start-up every page waits for. The event that
 * loaded it is handed over, so the first hover or focus on a link preloads as well.
 */
export function preloadOnFirstIntent(router: PreloadableRouter): void {
  const onFirst = (event: Event) => {
    for (const type of intentEvents) document.removeEventListener(type, onFirst, true);
    void import('./preload-on-intent.ts')
      .then(({ preloadOnIntent }) => preloadOnIntent(router, undefined, event))
      // Without the preloader, links still work: they load on click.
      .catch(() => {});
  };
  for (const type of intentEvents) {
    document.addEventListener(type, onFirst, { capture: true, passive: true });
  }
}
