import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logUnexpected } from '@phrasebook/data';
import { storeChatMessages } from './chat-cache.ts';
import { isRetryableChatWrite, postChatMessages } from './post-messages.ts';

export interface ShareRequestInput {
  request: { id: string; lang: string };
  /** Each friend with the id their message will have (made by the client, for retries). */
  recipients: { uid: string; messageId: string }[];
  note: string;
}

/** 'Share with friends' on a request: a 'request' message to each friend picked. */
export const sendSharedRequest = ({ request, recipients, note }: ShareRequestInput) =>
  postChatMessages(
    recipients.map(({ uid, messageId }) => ({
      id: messageId,
      recipient_uid: uid,
      message_type: 'request',
      lang: request.lang,
      request_id: request.id,
      message: note.trim() === '' ? null : note.trim(),
    })),
  );

/** The share form's try, as a recommendation's (recommend-phrase.ts): tried even offline. */
export function useShareRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSharedRequest,
    networkMode: 'always',
    onSuccess: (messages) => storeChatMessages(queryClient, messages),
    onError: (error, input) => {
      if (isRetryableChatWrite(error)) return;
      if ((error as { code?: unknown }).code !== '42501')
        logUnexpected('share-request', error, input);
    },
  });
}
