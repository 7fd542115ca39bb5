-- Voices on the cards (docs/product.md §4 "Recordings"): a phrase can have recordings made by
-- people who learn or help; each is a file in the private 'recordings' bucket and a row in
-- phrase_recording. Public read is not assumed: a file is served to whoever may read its
-- phrase, through a signed URL or an authenticated download. Only its recorder writes or
-- deletes it. The bucket's limits are the server's, so a client that skips the recorder's own
-- checks still cannot store another type or a bigger file.

-- 1 MB is four times what 15 s of Opus at Chromium's default bit rate weighs, and twice AAC's.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('recordings', 'recordings', false, 1000000, array['audio/webm', 'audio/mp4'])
on conflict (id) do update set public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- A recording's file lives at "<recorder uid>/<phrase id>/<recording id>.<webm|m4a>".
create or replace function private.recording_phrase_exists(name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select from public.phrase p
    where p.id::text = (storage.foldername(name))[2]
  )
$$;
comment on function private.recording_phrase_exists(text) is
  'The phrase a recording file''s path names (its second folder) exists.';
grant execute on function private.recording_phrase_exists(text) to anon, authenticated;

create policy "Recordings are readable by whoever reads their phrase" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'recordings' and private.recording_phrase_exists(name));
create policy "Users upload recordings of phrases under their own uid" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'recordings'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and storage.extension(name) in ('webm', 'm4a')
    and private.recording_phrase_exists(name)
  );
create policy "Users delete their own recordings" on storage.objects
  for delete to authenticated
  using (bucket_id = 'recordings' and (storage.foldername(name))[1] = (select auth.uid())::text);
-- No update policy: a recording is re-recorded as a new one, never overwritten in place.

create table public.phrase_recording (
  id uuid primary key default gen_random_uuid(),
  phrase_id uuid not null references public.phrase (id) on delete cascade,
  uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  object_path text not null constraint phrase_recording_one_row_per_file unique,
  mime_type text not null
    constraint phrase_recording_known_type check (mime_type in ('audio/webm', 'audio/mp4')),
  duration_ms integer not null
    constraint phrase_recording_at_most_15_s check (duration_ms between 1 and 15000),
  -- The speech inside the file: players skip the silence before and after it.
  trim_start_ms integer not null default 0,
  trim_end_ms integer not null,
  created_at timestamptz not null default now(),
  constraint phrase_recording_trim_inside
    check (trim_start_ms >= 0 and trim_start_ms < trim_end_ms and trim_end_ms <= duration_ms),
  constraint phrase_recording_path_names_owner_and_phrase
    check (object_path like uid::text || '/' || phrase_id::text || '/%')
);
alter table public.phrase_recording enable row level security;
comment on table public.phrase_recording is
  'A recording of a phrase: who made it, the file in the recordings bucket, its length and where the speech is.';
create index phrase_recording_phrase_idx on public.phrase_recording (phrase_id, created_at);
create index phrase_recording_uid_idx on public.phrase_recording (uid);

create policy "Recordings are readable by whoever reads their phrase" on public.phrase_recording
  for select to anon, authenticated using (true);
create policy "Users add recordings in their own name" on public.phrase_recording
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users delete their own recordings" on public.phrase_recording
  for delete to authenticated using (uid = (select auth.uid()));

-- Runs as the caller (its time stamp tells the API's roles from the owner's seed), who may
-- read every recording file of a phrase that exists.
create or replace function private.check_phrase_recording() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  -- The row follows its upload, so the list never shows a recording that cannot play.
  if not exists (
    select from storage.objects o
    where o.bucket_id = 'recordings' and o.name = new.object_path
      and (o.owner = new.uid or o.owner_id = new.uid::text)
  ) then
    raise exception 'Upload the recording before saving it'
      using errcode = '23514', constraint = 'phrase_recording_file_uploaded',
        table = 'phrase_recording', schema = 'public';
  end if;
  return new;
end;
$$;
comment on function private.check_phrase_recording() is
  'A recording row names a file its recorder uploaded; its time is the server''s.';
create trigger phrase_recording_checked before insert on public.phrase_recording
  for each row execute function private.check_phrase_recording();

-- Who made each recording, and how well they know the phrase's language: the phrase page lists
-- the fluent speakers' recordings first, review plays the best one.
create view public.phrase_recording_plus with (security_invoker = true) as
  select r.id, r.phrase_id, r.uid, r.object_path, r.mime_type, r.duration_ms,
         r.trim_start_ms, r.trim_end_ms, r.created_at,
         pp.username, pp.avatar_path,
         (select k ->> 'level' from jsonb_array_elements(pp.languages_known) k
           where k ->> 'lang' = p.lang limit 1) as speaker_level
  from public.phrase_recording r
  join public.phrase p on p.id = r.phrase_id
  join public.public_profile_plus pp on pp.uid = r.uid;
comment on view public.phrase_recording_plus is
  'Recordings with their recorder''s username, avatar and level in the phrase''s language.';
grant select on public.phrase_recording_plus to anon, authenticated;

-- Learners choose whether the reveal plays the recording by itself.
alter table public.user_profile
  add column autoplay_recordings boolean not null default true;
comment on column public.user_profile.autoplay_recordings is
  'The review''s reveal plays the phrase''s best recording by itself.';

-- Asking a friend to record: a 'recording_request' message names the phrase; when the friend
-- saves a recording of it, the database answers every open request for it with a
-- 'recording_made' message naming the recording, which reaches the asker live.
alter table public.chat_message add column recording_id uuid
  references public.phrase_recording (id) on delete set null;
alter table public.chat_message drop constraint chat_message_type_is_known;
alter table public.chat_message add constraint chat_message_type_is_known
  check (message_type in ('recommendation', 'request', 'accepted', 'text',
                          'recording_request', 'recording_made'));
alter table public.chat_message add constraint recording_request_has_phrase
  check (message_type <> 'recording_request' or phrase_id is not null);
alter table public.chat_message add constraint recording_made_answers_request
  check (message_type <> 'recording_made' or (related_message_id is not null and phrase_id is not null));
create index chat_message_recording_idx on public.chat_message (recording_id);

create or replace function private.check_recording_made_message() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.message_type = 'recording_made' and current_user in ('anon', 'authenticated') then
    raise exception 'A recording notice is sent by saving the recording'
      using errcode = '23514', constraint = 'recording_made_by_the_database',
        table = 'chat_message', schema = 'public';
  end if;
  return new;
end;
$$;
comment on function private.check_recording_made_message() is
  'Clients cannot post a recording notice: only saving a recording answers a request.';
create trigger chat_message_recording_made_check before insert on public.chat_message
  for each row execute function private.check_recording_made_message();

create or replace function private.answer_recording_requests() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.chat_message
    (sender_uid, recipient_uid, message_type, lang, phrase_id, related_message_id, recording_id)
  select new.uid, req.sender_uid, 'recording_made', req.lang, new.phrase_id, req.id, new.id
  from public.chat_message req
  where req.message_type = 'recording_request'
    and req.recipient_uid = new.uid
    and req.phrase_id = new.phrase_id
    and private.are_friends(req.sender_uid, req.recipient_uid)
    and not exists (
      select from public.chat_message answer
      where answer.related_message_id = req.id and answer.message_type = 'recording_made'
    );
  return new;
end;
$$;
comment on function private.answer_recording_requests() is
  'A saved recording answers its recorder''s open requests to record that phrase.';
create trigger phrase_recording_answers_requests after insert on public.phrase_recording
  for each row execute function private.answer_recording_requests();

-- The requests to record that a helper has not answered yet (the friends page lists them).
create view public.open_recording_request with (security_invoker = true) as
  select req.id, req.sender_uid, req.recipient_uid, req.created_at, req.lang, req.phrase_id,
         req.message
  from public.chat_message req
  where req.message_type = 'recording_request'
    and not exists (
      select from public.chat_message answer
      where answer.related_message_id = req.id and answer.message_type = 'recording_made'
    );
comment on view public.open_recording_request is
  'Requests to record a phrase, sent or received by the caller, not answered by a recording yet.';
grant select on public.open_recording_request to authenticated;
