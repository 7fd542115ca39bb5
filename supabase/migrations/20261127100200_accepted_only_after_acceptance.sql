-- An "accepted" notice is what accept_recommendation writes (issue #27): its sender received the
-- recommendation it links, from the friend it goes to, and has the recommended phrase as a card.
-- A client posting one directly, for a recommendation never taken or for a plain message, is
-- refused. Owner-run writes (the seed) are trusted as they are.

create or replace function private.check_accepted_message() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.message_type <> 'accepted' or new.related_message_id is null
     or current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if not exists (
    select from public.chat_message rec
    join public.user_card c on c.uid = new.sender_uid and c.phrase_id = rec.phrase_id
    where rec.id = new.related_message_id
      and rec.message_type = 'recommendation'
      and rec.recipient_uid = new.sender_uid
      and rec.sender_uid = new.recipient_uid
      and rec.phrase_id is not distinct from new.phrase_id
  ) then
    raise exception 'Only a recommendation you accepted can be marked accepted'
      using errcode = '23514', constraint = 'accepted_follows_acceptance',
        table = 'chat_message', schema = 'public';
  end if;
  return new;
end;
$$;
comment on function private.check_accepted_message() is
  'An accepted notice through the API answers a recommendation its sender received and took as a card.';

create trigger chat_message_accepted_link before insert on public.chat_message
  for each row execute function private.check_accepted_message();
