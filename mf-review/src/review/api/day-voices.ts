import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordingKeys } from '@phrasebook/data';
import type { PhraseRecording } from '@phrasebook/data/recordings';
import { KEEP_RECORDINGS, type KeepRecordingsMessage } from '@phrasebook/domain/offline-recordings';

/** The recording each card of the day plays, by phrase id (docs/product.md §4 "Recordings"). */
export type DayVoices = Record<string, PhraseRecording>;

/**
 * Read once per day, like the day's cards; the reader loads with the session, never with the
 * setup screen (docs/performance.md).
 */
export function dayVoicesQuery(
  uid: string,
  lang: string,
  day: string,
  phraseIds: readonly string[],
) {
  // The day's manifest is fixed once started: the day names its phrases.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: recordingKeys.day(lang, day),
    queryFn: async (): Promise<DayVoices> =>
      (await import('@phrasebook/data/recordings')).readBestRecordings(uid, phraseIds),
  });
}

/** Asks the service worker to keep the day's recordings, so they play offline too. */
function keepOffline(urls: string[]) {
  if (urls.length === 0 || !('serviceWorker' in navigator)) return;
  const message: KeepRecordingsMessage = { type: KEEP_RECORDINGS, urls };
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/** The day's voices; once read, they are handed to the worker to keep. */
export function useDayVoices(uid: string, lang: string, day: string, phraseIds: readonly string[]) {
  const { data } = useQuery(dayVoicesQuery(uid, lang, day, phraseIds));
  useEffect(() => {
    if (data) keepOffline(Object.values(data).map((voice) => voice.src));
  }, [data]);
  return data;
}
