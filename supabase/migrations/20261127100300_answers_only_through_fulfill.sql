-- Answers to a request are written by fulfill_phrase_request alone (issue #27), which checks the
-- request is open and makes the phrase in the request's language. A direct insert could answer
-- a cancelled request, in another language, or name someone else's phrase.

drop policy "Users answer in their own name" on public.phrase_request_answer;
revoke insert, update, delete, truncate on public.phrase_request_answer from anon, authenticated;
comment on table public.phrase_request_answer is
  'Phrases given in answer to a request; written only by fulfill_phrase_request.';
