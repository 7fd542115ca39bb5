-- Deleting a request must not delete messages (issue #27): friends share a request in their own
-- threads, which its requester is not part of, and those messages are theirs. A deleted
-- request now leaves its messages in place with no link (the chat shows "This request was
-- deleted."). A request message must still name a request when it is sent, which a check
-- constraint can no longer say once the link may be cleared, so a trigger says it, under the
-- same constraint name.

alter table public.chat_message drop constraint chat_message_request_id_fkey;
alter table public.chat_message
  add constraint chat_message_request_id_fkey foreign key (request_id)
  references public.phrase_request (id) on delete set null;
alter table public.chat_message drop constraint request_message_has_request;

create or replace function private.check_request_message() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.message_type = 'request' and new.request_id is null then
    raise exception 'A request message must name its request'
      using errcode = '23514', constraint = 'request_message_has_request',
        table = 'chat_message', schema = 'public';
  end if;
  return new;
end;
$$;
comment on function private.check_request_message() is
  'A request message names its request when sent; the link is cleared only if the request is deleted later.';

create trigger chat_message_request_link before insert on public.chat_message
  for each row execute function private.check_request_message();
