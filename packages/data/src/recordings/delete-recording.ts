import { getSupabase, queryClient, recordingKeys } from '@phrasebook/data';
import type { PhraseRecording } from './phrase-recording.ts';
import { RECORDINGS_BUCKET } from './phrase-recording.ts';

/**
 * Deletes one of my recordings: the row first, so the list never names a file that is gone;
 * then the file. Someone else's recording is refused by the policies, and nothing changes.
 */
export async function deleteRecording(
  recording: Pick<PhraseRecording, 'id' | 'phraseId' | 'objectPath'>,
) {
  const supabase = getSupabase();
  const { data, error } = await supabase
    .from('phrase_recording')
    .delete()
    .eq('id', recording.id)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('You can only delete your own recordings.');
  const removed = await (
    await supabase.storage()
  )
    .from(RECORDINGS_BUCKET)
    .remove([recording.objectPath]);
  if (removed.error) throw removed.error;
  await queryClient.invalidateQueries({ queryKey: recordingKeys.phrase(recording.phraseId) });
}
