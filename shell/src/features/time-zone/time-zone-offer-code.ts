import type { TimeZoneOffer } from './components/time-zone-offer.tsx';
import { declinedTimeZone } from './declined-time-zone.ts';

let loaded: typeof TimeZoneOffer | undefined;

/**
 * The time-zone offer's code stays out of every page where the browser and the profile agree,
 * or where the learner declined it for this zone. The signed-in guard loads it before a page
 * shows otherwise, so the offer is drawn with the page rather than pushing it down a moment
 * later.
 */
export async function loadTimeZoneOffer(uid: string, here: string): Promise<void> {
  if (declinedTimeZone(uid) === here) return;
  loaded ??= (
    await import(/* webpackChunkName: "time-zone-offer" */ './components/time-zone-offer.tsx')
  ).TimeZoneOffer;
}

/** The offer, once loaded; until then nothing is drawn in its place. */
export function loadedTimeZoneOffer(): typeof TimeZoneOffer | undefined {
  return loaded;
}
