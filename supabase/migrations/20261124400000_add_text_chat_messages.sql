-- Plain text chat messages (docs/product.md §3 chat_message: "our plain text messages"):
-- a new message type whose text is required and, like every message, at most 2,000
-- characters (chat_message_at_most_2000). Message times are the server's, so a client cannot
-- reorder a thread or hide a message from the unread count by back- or forward-dating it.

alter table public.chat_message drop constraint chat_message_type_is_known;
alter table public.chat_message add constraint chat_message_type_is_known
  check (message_type in ('recommendation', 'request', 'accepted', 'text'));
alter table public.chat_message add constraint text_message_has_text
  check (message_type <> 'text' or (message is not null and btrim(message) <> ''));

create or replace function private.stamp_chat_message() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end;
$$;
comment on function private.stamp_chat_message() is
  'Messages sent through the API carry the server''s time, whatever the client sent.';

create trigger chat_message_server_time before insert on public.chat_message
  for each row execute function private.stamp_chat_message();

comment on table public.chat_message is
  'Messages between friends: plain text, phrase recommendations, card requests and accepted recommendations.';
