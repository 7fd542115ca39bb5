import type { TimeZoneOffer } from './components/time-zone-offer.tsx';

let loaded: typeof TimeZoneOffer | undefined;

/**
 * The time-zone offer's code stays out of every page where the browser and the profile agree.
 * The signed-in guard loads it before a page shows when they differ, so the offer is drawn with
 * the page rather than pushing it down a moment later.
 */
export async function loadTimeZoneOffer(): Promise<void> {
  loaded ??= (await import('./components/time-zone-offer.tsx')).TimeZoneOffer;
}

/** The offer, once loaded; until then nothing is drawn in its place. */
export function loadedTimeZoneOffer(): typeof TimeZoneOffer | undefined {
  return loaded;
}
