import { queryOptions } from '@tanstack/react-query';
import { getSupabase, queryClient, recordingKeys } from '@phrasebook/data';
import { bestRecording, phrasePageOrder } from '@phrasebook/domain';
import { friendsToAskQuery } from './friends-to-ask-query.ts';
import { type PhraseRecording, RECORDINGS_BUCKET, SIGNED_URL_SECONDS } from './phrase-recording.ts';

const COLUMNS =
  'id, phrase_id, uid, username, avatar_path, speaker_level, object_path, duration_ms, trim_start_ms, trim_end_ms, created_at';

/** Recordings of some phrases, each with a signed URL: two requests, whatever their number. */
export async function readRecordings(phraseIds: readonly string[]): Promise<PhraseRecording[]> {
  if (phraseIds.length === 0) return [];
  const supabase = getSupabase();
  const { data, error } = await supabase
    .from('phrase_recording_plus')
    .select(COLUMNS)
    .in('phrase_id', [...phraseIds]);
  if (error) throw error;
  const rows = (data ?? []).filter(
    (
      row,
    ): row is typeof row & { id: string; phrase_id: string; uid: string; object_path: string } =>
      Boolean(row.id && row.phrase_id && row.uid && row.object_path),
  );
  if (rows.length === 0) return [];
  const signed = await (await supabase.storage()).from(RECORDINGS_BUCKET).createSignedUrls(
    rows.map((row) => row.object_path),
    SIGNED_URL_SECONDS,
  );
  if (signed.error) throw signed.error;
  const urls = new Map(
    signed.data.flatMap((item) =>
      item.path && item.signedUrl ? [[item.path, item.signedUrl]] : [],
    ),
  );
  return rows.flatMap((row) => {
    const src = urls.get(row.object_path);
    if (!src) return [];
    return [
      {
        id: row.id,
        phraseId: row.phrase_id,
        uid: row.uid,
        username: row.username ?? '',
        avatarPath: row.avatar_path,
        speakerLevel: row.speaker_level,
        objectPath: row.object_path,
        durationMs: row.duration_ms ?? 0,
        trimStartMs: row.trim_start_ms ?? 0,
        trimEndMs: row.trim_end_ms ?? row.duration_ms ?? 0,
        createdAt: row.created_at ?? '',
        src,
      },
    ];
  });
}

/** A phrase's recordings as its page lists them: fluent speakers first, newest first. */
export function phraseRecordingsQuery(phraseId: string) {
  return queryOptions({
    queryKey: recordingKeys.phrase(phraseId),
    queryFn: async () => phrasePageOrder(await readRecordings([phraseId])),
  });
}

/**
 * The recording review plays for each of some phrases (bestRecording: a fluent friend's, any
 * friend's, my own), read with my friends in parallel: a review day reads it once.
 */
export async function readBestRecordings(
  myUid: string,
  phraseIds: readonly string[],
): Promise<Record<string, PhraseRecording>> {
  const [recordings, friends] = await Promise.all([
    readRecordings(phraseIds),
    queryClient.fetchQuery(friendsToAskQuery(myUid)),
  ]);
  const friendUids = new Set(friends.map((friend) => friend.uid));
  const byPhrase = new Map<string, PhraseRecording[]>();
  for (const recording of recordings) {
    byPhrase.set(recording.phraseId, [...(byPhrase.get(recording.phraseId) ?? []), recording]);
  }
  const best: Record<string, PhraseRecording> = {};
  for (const [phraseId, ofPhrase] of byPhrase) {
    const chosen = bestRecording(ofPhrase, myUid, friendUids);
    if (chosen) best[phraseId] = chosen;
  }
  return best;
}
