import { queryOptions } from '@tanstack/react-query';
import { getSupabase, recordingKeys } from '@phrasebook/data';

/** A friend's request to record a phrase that I have not answered yet. */
export interface OpenRecordingRequest {
  id: string;
  createdAt: string;
  asker: { uid: string; username: string };
  phrase: { id: string; lang: string; text: string } | null;
  message: string | null;
}

const columns = `id, sender_uid, created_at, message,
  phrase(id, lang, text),
  sender:public_profile_plus!sender_uid(uid, username)`;

/**
 * docs/product.md §4 "Recordings": the requests to record sent to me and not answered by a
 * recording yet (open_recording_request, which also holds the ones I sent), newest first.
 */
export function openRecordingRequestsQuery(myUid: string) {
  // Per user already: every key under userScope is dropped when who is signed in changes.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: recordingKeys.openRequests(),
    queryFn: async (): Promise<OpenRecordingRequest[]> => {
      const { data, error } = await getSupabase()
        .from('open_recording_request')
        .select(columns)
        .eq('recipient_uid', myUid)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data.flatMap((row) => {
        if (!row.id || !row.sender_uid || !row.created_at) return [];
        return [
          {
            id: row.id,
            createdAt: row.created_at,
            asker: { uid: row.sender_uid, username: row.sender?.username ?? '' },
            phrase: row.phrase,
            message: row.message,
          },
        ];
      });
    },
  });
}
