import { storedItem } from '@phrasebook/data/session-hint';

const declinedKey = (uid: string) => `phrasebook:time-zone-declined:${uid}`;

/** The browser's zone that `uid` chose not to switch to, if any: asked again in another one. */
export function declinedTimeZone(uid: string): string | null {
  return storedItem(declinedKey(uid));
}

/** Remembers that `uid` keeps their profile's zone while in `zone`. */
export function declineTimeZone(uid: string, zone: string): void {
  try {
    window.localStorage.setItem(declinedKey(uid), zone);
  } catch {
    // Storage blocked: the offer is declined for this page only.
  }
}
