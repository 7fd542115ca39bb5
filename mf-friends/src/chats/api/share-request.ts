import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logUnexpected } from '@phrasebook/data';
import { storeChatMessages } from './chat-cache.ts';
import { postChatMessages } from './post-messages.ts';

export interface ShareRequestInput {
  request: { id: string; lang: string };
  /** Each friend with the id their message will have (made by the client, for retries). */
  recipients: { uid: string; messageId: string }[];
  note: string;
}

/** 'Share with friends' on a request: a 'request' message to each friend picked. */
export function useShareRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, recipients, note }: ShareRequestInput) =>
      postChatMessages(
        recipients.map(({ uid, messageId }) => ({
          id: messageId,
          recipient_uid: uid,
          message_type: 'request',
          lang: request.lang,
          request_id: request.id,
          message: note.trim() === '' ? null : note.trim(),
        })),
      ),
    onSuccess: (messages) => storeChatMessages(queryClient, messages),
    onError: (error, input) => {
      if ((error as { code?: unknown }).code !== '42501')
        logUnexpected('share-request', error, input);
    },
  });
}
