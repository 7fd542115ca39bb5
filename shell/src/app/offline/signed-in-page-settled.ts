import { keepScreensOnLeave } from './kept-screens.ts';
import { sendWaitingWrites } from './send-waiting-writes.ts';

/** What a signed-in page does once it has settled: none of it is part of a first screen. */
export function signedInPageSettled(uid: string): void {
  keepScreensOnLeave(uid);
  sendWaitingWrites(uid);
}
