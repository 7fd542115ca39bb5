-- Read markers for unread counts (docs/product.md §2 chat list): how far each user has read
-- each conversation. A message is unread when it was sent to me after my marker for its
-- sender; opening a thread moves the marker up to the newest message shown.

create table public.chat_read_marker (
  uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  friend_uid uuid not null references public.user_profile (uid) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (uid, friend_uid),
  constraint chat_read_marker_not_self check (uid <> friend_uid)
);
alter table public.chat_read_marker enable row level security;
comment on table public.chat_read_marker is 'How far a user has read their conversation with one friend (messages up to read_at are read).';
create index chat_read_marker_friend_idx on public.chat_read_marker (friend_uid);

create policy "Users read their own read markers" on public.chat_read_marker
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users create their own read markers" on public.chat_read_marker
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users move their own read markers" on public.chat_read_marker
  for update to authenticated
  using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
-- No delete policy: a marker only ever moves forward.

-- Marks the conversation with friend_uid read up to read_up_to (the newest message the
-- client has shown; never later than now). A marker never moves back, so an older tab
-- cannot make read messages unread again.
create or replace function public.mark_chat_read(friend_uid uuid, read_up_to timestamptz default null)
returns timestamptz
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  marked timestamptz;
begin
  if mark_chat_read.friend_uid is null or mark_chat_read.friend_uid = me then
    raise exception 'Choose a friend whose messages to mark as read' using errcode = '22023';
  end if;
  insert into public.chat_read_marker as m (uid, friend_uid, read_at)
  values (me, mark_chat_read.friend_uid, least(coalesce(read_up_to, now()), now()))
  on conflict on constraint chat_read_marker_pkey
    do update set read_at = greatest(m.read_at, excluded.read_at)
  returning m.read_at into marked;
  return marked;
end;
$$;
comment on function public.mark_chat_read(uuid, timestamptz) is
  'Moves the caller''s read marker for one conversation forward (to read_up_to, at most now).';

-- Unread messages per friend: sent to me by someone who is my friend now, after my marker.
-- Former friends are left out: their thread cannot be opened, so their messages could never
-- be marked read.
create or replace function public.chat_unread_counts()
returns table (friend_uid uuid, unread_count integer, newest_unread_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select m.sender_uid, count(*)::integer, max(m.created_at)
  from public.chat_message m
  left join public.chat_read_marker r
    on r.uid = m.recipient_uid and r.friend_uid = m.sender_uid
  where m.recipient_uid = (select auth.uid())
    and (r.read_at is null or m.created_at > r.read_at)
    and private.are_friends(m.recipient_uid, m.sender_uid)
  group by m.sender_uid
$$;
comment on function public.chat_unread_counts() is
  'For the caller: how many messages each friend sent after the caller last read their thread.';

revoke execute on function public.mark_chat_read(uuid, timestamptz) from public, anon;
revoke execute on function public.chat_unread_counts() from public, anon;
grant execute on function public.mark_chat_read(uuid, timestamptz) to authenticated, service_role;
grant execute on function public.chat_unread_counts() to authenticated, service_role;
