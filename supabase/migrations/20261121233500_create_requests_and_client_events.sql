-- Phrase requests (a learner asks for a phrase; anyone signed in may answer) and the client
-- error log.

create table public.phrase_request (
  id uuid primary key default gen_random_uuid(),
  requester_uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  lang text not null references public.language (lang),
  -- docs/product.md §5: 10 to 280 characters.
  prompt text not null
    constraint prompt_at_least_10 check (char_length(prompt) >= 10)
    constraint prompt_at_most_280 check (char_length(prompt) <= 280),
  status text not null default 'pending'
    constraint request_status_is_known check (status in ('pending', 'fulfilled', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  fulfilled_at timestamptz,
  constraint fulfilled_request_has_time check ((status = 'fulfilled') = (fulfilled_at is not null))
);
alter table public.phrase_request enable row level security;
comment on table public.phrase_request is 'A learner asking for a phrase in a language; answered with fulfill_phrase_request.';
create index phrase_request_requester_idx on public.phrase_request (requester_uid, lang, created_at desc);
create index phrase_request_lang_idx on public.phrase_request (lang, created_at desc);

-- Requests are shared by link with friends and helpers, so any signed-in user may read them.
create policy "Signed-in users read requests" on public.phrase_request
  for select to authenticated using (true);
create policy "Users make requests in their own name" on public.phrase_request
  for insert to authenticated with check (requester_uid = (select auth.uid()));
create policy "Requesters edit their own requests" on public.phrase_request
  for update to authenticated
  using (requester_uid = (select auth.uid())) with check (requester_uid = (select auth.uid()));
create policy "Requesters delete their own requests" on public.phrase_request
  for delete to authenticated using (requester_uid = (select auth.uid()));

create trigger phrase_request_touch_updated_at before update on public.phrase_request
  for each row execute function private.touch_updated_at();

create table public.phrase_request_answer (
  request_id uuid not null references public.phrase_request (id) on delete cascade,
  phrase_id uuid not null references public.phrase (id) on delete cascade,
  answered_by uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (request_id, phrase_id)
);
alter table public.phrase_request_answer enable row level security;
comment on table public.phrase_request_answer is 'Phrases given in answer to a request; written by fulfill_phrase_request.';
create index phrase_request_answer_phrase_idx on public.phrase_request_answer (phrase_id);
create index phrase_request_answer_by_idx on public.phrase_request_answer (answered_by);

create policy "Signed-in users read answers" on public.phrase_request_answer
  for select to authenticated using (true);
create policy "Users answer in their own name" on public.phrase_request_answer
  for insert to authenticated with check (answered_by = (select auth.uid()));

alter table public.chat_message
  add constraint chat_message_request_id_fkey foreign key (request_id)
  references public.phrase_request (id) on delete cascade;
create index chat_message_request_idx on public.chat_message (request_id);

create table public.user_client_event (
  id uuid primary key default gen_random_uuid(),
  uid uuid default auth.uid(),
  created_at timestamptz not null default now(),
  message text constraint client_event_message_at_most_4000 check (char_length(message) <= 4000),
  context jsonb,
  url text constraint client_event_url_at_most_2000 check (char_length(url) <= 2000)
);
alter table public.user_client_event enable row level security;
comment on table public.user_client_event is 'Errors reported by clients (message, context, url). Insert-only; nobody reads it through the API.';

create policy "Anyone may report a client error" on public.user_client_event
  for insert to anon, authenticated
  with check (uid is null or uid = (select auth.uid()));
revoke select, update, delete, truncate on public.user_client_event from anon, authenticated;
