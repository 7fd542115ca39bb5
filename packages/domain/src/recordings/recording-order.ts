import { compareInstants } from '../format/instants.ts';

/** What the ordering rules read of a recording (docs/product.md §4 "Recordings"). */
export interface RankedRecording {
  uid: string;
  speakerLevel: string | null;
  createdAt: string;
}

const newestFirst = (a: RankedRecording, b: RankedRecording) =>
  compareInstants(b.createdAt, a.createdAt);

/** The phrase page's list: fluent speakers' recordings first, newest first within each. */
export function phrasePageOrder<R extends RankedRecording>(recordings: readonly R[]): R[] {
  const fluent = recordings.filter((r) => r.speakerLevel === 'fluent').sort(newestFirst);
  const others = recordings.filter((r) => r.speakerLevel !== 'fluent').sort(newestFirst);
  return [...fluent, ...others];
}

/**
 * The recording review plays: a fluent friend's, then any friend's, then one's own (newest of
 * each); null leaves the phrase to speech synthesis. Strangers' recordings are not played: the
 * point is hearing the people one learns with.
 */
export function bestRecording<R extends RankedRecording>(
  recordings: readonly R[],
  me: string,
  friends: ReadonlySet<string>,
): R | null {
  const sorted = [...recordings].sort(newestFirst);
  return (
    sorted.find((r) => friends.has(r.uid) && r.speakerLevel === 'fluent') ??
    sorted.find((r) => friends.has(r.uid)) ??
    sorted.find((r) => r.uid === me) ??
    null
  );
}
