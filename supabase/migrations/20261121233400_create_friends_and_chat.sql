-- Friendships as an append-only log of actions per pair, the summary view of each pair's
-- newest action, and chat between friends. Both tables stream through realtime.

create table public.friend_request_action (
  id bigint generated always as identity primary key,
  uid_less uuid not null references public.user_profile (uid) on delete cascade,
  uid_more uuid not null references public.user_profile (uid) on delete cascade,
  uid_by uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  uid_for uuid not null references public.user_profile (uid) on delete cascade,
  action_type text not null
    constraint friend_action_type_is_known check (action_type in ('invite', 'accept', 'decline', 'cancel', 'remove')),
  created_at timestamptz not null default now(),
  constraint friend_pair_is_sorted check (uid_less < uid_more),
  constraint friend_action_between_the_pair check (
    (uid_by = uid_less and uid_for = uid_more) or (uid_by = uid_more and uid_for = uid_less))
);
alter table public.friend_request_action enable row level security;
comment on table public.friend_request_action is 'Append-only log of invite/accept/decline/cancel/remove between two users (uid_less < uid_more).';
create index friend_request_action_pair_idx on public.friend_request_action (uid_less, uid_more, created_at desc, id desc);
create index friend_request_action_more_idx on public.friend_request_action (uid_more);
create index friend_request_action_by_idx on public.friend_request_action (uid_by);
create index friend_request_action_for_idx on public.friend_request_action (uid_for);

create policy "Users read actions of their own pairs" on public.friend_request_action
  for select to authenticated
  using ((select auth.uid()) = uid_less or (select auth.uid()) = uid_more);
create policy "Users act only in their own name" on public.friend_request_action
  for insert to authenticated with check (uid_by = (select auth.uid()));
-- No update or delete policies: the log is append-only.

-- The newest action of a pair, for the transition rules and the views.
create or replace function private.latest_friend_action(a uuid, b uuid)
returns public.friend_request_action
language sql stable security definer set search_path = '' as $$
  select f.* from public.friend_request_action f
  where f.uid_less = least(a, b) and f.uid_more = greatest(a, b)
  order by f.created_at desc, f.id desc
  limit 1
$$;

create or replace function private.are_friends(a uuid, b uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select l.action_type = 'accept' from private.latest_friend_action(a, b) l), false)
$$;
comment on function private.are_friends(uuid, uuid) is 'True when the newest action between two users is an accept.';

-- Legal transitions (error text is what the client shows in its error panel):
--   unconnected (no action, or the newest is decline/cancel/remove): invite
--   pending, invited by me: cancel            pending, invited by them: accept, decline
--   (an invite to someone who already invited me becomes an accept)
--   friends: remove
create or replace function private.check_friend_transition() returns trigger
language plpgsql set search_path = '' as $$
declare
  last public.friend_request_action;
  state text;
begin
  -- Serialize actions on one pair so two concurrent invites cannot both pass.
  perform pg_advisory_xact_lock(hashtextextended(new.uid_less::text || new.uid_more::text, 0));
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  last := private.latest_friend_action(new.uid_less, new.uid_more);
  state := case
    when last.id is null or last.action_type in ('decline', 'cancel', 'remove') then 'unconnected'
    when last.action_type = 'accept' then 'friends'
    else 'pending'
  end;

  if new.action_type = 'invite' then
    if state = 'friends' then
      raise exception 'You are already friends' using errcode = 'P0001';
    elsif state = 'pending' and last.uid_by = new.uid_by then
      raise exception 'You have already invited this person; wait for their answer' using errcode = 'P0001';
    elsif state = 'pending' then
      new.action_type := 'accept';
    end if;
  elsif new.action_type in ('accept', 'decline') then
    if state <> 'pending' or last.uid_by <> new.uid_for then
      raise exception 'There is no pending invitation from this person to %', new.action_type using errcode = 'P0001';
    end if;
  elsif new.action_type = 'cancel' then
    if state <> 'pending' or last.uid_by <> new.uid_by then
      raise exception 'There is no pending invitation of yours to cancel' using errcode = 'P0001';
    end if;
  elsif new.action_type = 'remove' then
    if state <> 'friends' then
      raise exception 'You can only remove someone who is your friend' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;
create trigger friend_request_action_legal_transition before insert on public.friend_request_action
  for each row execute function private.check_friend_transition();

-- Each connected pair once, with its newest action. Pairs whose newest action is a decline,
-- cancel or remove are not connected and do not appear.
create view public.friend_summary with (security_invoker = true) as
  select uid_less, uid_more,
    action_type as most_recent_action_type,
    created_at as most_recent_created_at,
    uid_by as most_recent_uid_by,
    uid_for as most_recent_uid_for,
    case action_type when 'accept' then 'friends' else 'pending' end as status
  from (
    select distinct on (f.uid_less, f.uid_more) f.*
    from public.friend_request_action f
    order by f.uid_less, f.uid_more, f.created_at desc, f.id desc
  ) newest
  where action_type in ('invite', 'accept');
comment on view public.friend_summary is 'Each pending or friends pair the caller belongs to, with its newest action.';

create table public.chat_message (
  id uuid primary key default gen_random_uuid(),
  sender_uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  recipient_uid uuid not null references public.user_profile (uid) on delete cascade,
  created_at timestamptz not null default now(),
  message_type text not null
    constraint chat_message_type_is_known check (message_type in ('recommendation', 'request', 'accepted')),
  lang text references public.language (lang),
  -- A message goes with what it is about (its checks require the link).
  phrase_id uuid references public.phrase (id) on delete cascade,
  request_id uuid,
  related_message_id uuid references public.chat_message (id) on delete cascade,
  message text constraint chat_message_at_most_2000 check (char_length(message) <= 2000),
  constraint chat_not_to_self check (sender_uid <> recipient_uid),
  constraint recommendation_has_phrase check (message_type <> 'recommendation' or phrase_id is not null),
  constraint request_message_has_request check (message_type <> 'request' or request_id is not null),
  constraint accepted_links_recommendation check (message_type <> 'accepted' or related_message_id is not null)
);
alter table public.chat_message enable row level security;
comment on table public.chat_message is 'Messages between friends: phrase recommendations, card requests and accepted recommendations.';
create index chat_message_sender_idx on public.chat_message (sender_uid, created_at);
create index chat_message_recipient_idx on public.chat_message (recipient_uid, created_at);
create index chat_message_related_idx on public.chat_message (related_message_id);
create index chat_message_phrase_idx on public.chat_message (phrase_id);

create policy "Users read their own conversations" on public.chat_message
  for select to authenticated
  using ((select auth.uid()) = sender_uid or (select auth.uid()) = recipient_uid);
create policy "Users message only their friends" on public.chat_message
  for insert to authenticated
  with check (sender_uid = (select auth.uid()) and private.are_friends(sender_uid, recipient_uid));
-- Messages are not edited or deleted.

alter publication supabase_realtime add table public.chat_message, public.friend_request_action;
