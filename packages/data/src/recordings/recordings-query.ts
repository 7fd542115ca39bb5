import { queryOptions } from '@tanstack/react-query';
import { getSupabase, recordingKeys } from '@phrasebook/data';
import { phrasePageOrder } from '@phrasebook/domain';
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

/** The recordings of a review day's phrases, read once for the whole day. */
export function dayRecordingsQuery(lang: string, daySession: string, phraseIds: readonly string[]) {
  // A day's manifest is fixed once the day starts: the day names its phrases.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: recordingKeys.day(lang, daySession),
    queryFn: () => readRecordings(phraseIds),
  });
}
