-- Phrase and translation times are the server's (issue #27): the newest-first candidates and
-- "the first translation" of a card are ordered by created_at, so a client that back- or
-- forward-dates a row must not be able to move it to the head of other learners' lists.
-- Writes through the API take the server's time on insert and keep it on update; the seed and
-- migrations, which run as the owner, keep the times they write.

create or replace function private.stamp_created_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := case when tg_op = 'INSERT' then now() else old.created_at end;
  end if;
  return new;
end;
$$;
comment on function private.stamp_created_at() is
  'Rows written through the API carry the server''s creation time, whatever the client sent.';

create trigger phrase_server_time before insert or update of created_at on public.phrase
  for each row execute function private.stamp_created_at();
create trigger phrase_translation_server_time
  before insert or update of created_at on public.phrase_translation
  for each row execute function private.stamp_created_at();

-- Rows already dated in the future would keep heading the lists: they get today's time.
update public.phrase set created_at = now() where created_at > now();
update public.phrase_translation set created_at = now() where created_at > now();
