-- The notification centre (issue #50, docs/product.md "Notifications"): what friends did for
-- a learner, written only by the database from the events themselves, and the live events
-- of chat, friends and notifications broadcast to each user's private channel `user:<uid>`
-- (docs/architecture.md "Realtime").

create table public.notification (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null references public.user_profile (uid) on delete cascade,
  kind text not null
    constraint notification_kind_is_known check (kind in (
      'friend_invited', 'friend_accepted',
      'recommendation_received', 'recommendation_accepted',
      'request_answered',
      'recording_asked', 'recording_made',
      'streak_invited', 'streak_accepted', 'streak_declined', 'streak_ended',
      'correction_received', 'correction_carded')),
  actor_uid uuid references public.user_profile (uid) on delete cascade,
  lang text references public.language (lang),
  phrase_id uuid references public.phrase (id) on delete cascade,
  message_id uuid references public.chat_message (id) on delete cascade,
  request_id uuid references public.phrase_request (id) on delete cascade,
  streak_id uuid references public.friend_streak (id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- Moves on every change: the cursor a view catches up from. clock_timestamp, so two
  -- changes in one transaction still differ.
  changed_at timestamptz not null default clock_timestamp()
);
alter table public.notification enable row level security;
comment on table public.notification is
  'What happened to a user (uid) by a friend''s doing (actor_uid); written only by the database, read and marked read by its user.';
create index notification_uid_created_idx on public.notification (uid, created_at desc);
create index notification_uid_changed_idx on public.notification (uid, changed_at);
create index notification_unread_idx on public.notification (uid) where read_at is null;
create index notification_actor_idx on public.notification (actor_uid);
create index notification_phrase_idx on public.notification (phrase_id);
create index notification_message_idx on public.notification (message_id);
create index notification_request_idx on public.notification (request_id);
create index notification_streak_idx on public.notification (streak_id);

create policy "Users read their own notifications" on public.notification
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users mark their own notifications read" on public.notification
  for update to authenticated
  using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
revoke all on public.notification from anon, authenticated;
grant select, update (read_at) on public.notification to authenticated;
-- Insert is granted so that a client's attempt meets the trigger's message below rather than
-- a bare permission error; no policy would let the row in anyway.
grant insert on public.notification to authenticated;
grant all on public.notification to service_role;

-- A client may only mark its own notification read: never write one, never unmark one. The
-- time is the server's.
create function private.guard_notification_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') then
    if tg_op = 'UPDATE' then new.changed_at := clock_timestamp(); end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    raise exception 'Notifications are written by Phrasebook when something happens, not by clients'
      using errcode = '42501';
  end if;
  if new.read_at is null and old.read_at is not null then
    raise exception 'A notification that was read cannot be marked unread' using errcode = '22023';
  end if;
  new.read_at := case when old.read_at is not null then old.read_at
                      when new.read_at is not null then now() end;
  new.changed_at := clock_timestamp();
  return new;
end;
$$;
create trigger notification_guard_write before insert or update on public.notification
  for each row execute function private.guard_notification_write();

create function public.mark_notifications_read(ids uuid[] default null) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  marked integer;
begin
  update public.notification n set read_at = now()
  where n.uid = me and n.read_at is null
    and (mark_notifications_read.ids is null or n.id = any (mark_notifications_read.ids));
  get diagnostics marked = row_count;
  return marked;
end;
$$;
comment on function public.mark_notifications_read(uuid[]) is
  'Marks the caller''s notifications read: those of ids, or all when ids is null. Returns how many changed.';

-- What a learner mutes is a type of notification, a few kinds each.
create function private.notification_type(kind text) returns text
language sql immutable set search_path = '' as $$
  select case
    when kind in ('friend_invited', 'friend_accepted') then 'friends'
    when kind in ('recommendation_received', 'recommendation_accepted') then 'recommendations'
    when kind = 'request_answered' then 'requests'
    when kind in ('recording_asked', 'recording_made') then 'recordings'
    when kind like 'streak\_%' then 'streaks'
    when kind like 'correction\_%' then 'corrections'
  end
$$;

create table public.notification_mute (
  uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  type text not null
    constraint notification_mute_type_is_known check (type in (
      'friends', 'recommendations', 'requests', 'recordings', 'streaks', 'corrections')),
  created_at timestamptz not null default now(),
  primary key (uid, type)
);
alter table public.notification_mute enable row level security;
comment on table public.notification_mute is
  'The notification types a user has muted: no notification of a muted type is written for them.';
create policy "Users read their own mutes" on public.notification_mute
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users mute for themselves" on public.notification_mute
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users unmute for themselves" on public.notification_mute
  for delete to authenticated using (uid = (select auth.uid()));
revoke update, truncate on public.notification_mute from anon, authenticated;

-- The one way a notification is written: by the database's own triggers and functions. Its
-- time is the event's, so events written with their own time (the demo's seed) read right.
create function private.notify(
  recipient uuid, kind text, actor uuid, lang text default null, phrase_id uuid default null,
  message_id uuid default null, request_id uuid default null, streak_id uuid default null,
  happened_at timestamptz default null)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  if recipient is null or recipient = actor then return; end if;
  if exists (select from public.notification_mute m
             where m.uid = recipient and m.type = private.notification_type(notify.kind)) then
    return;
  end if;
  insert into public.notification
    (uid, kind, actor_uid, lang, phrase_id, message_id, request_id, streak_id, created_at)
  values (recipient, notify.kind, actor, notify.lang, notify.phrase_id, notify.message_id,
          notify.request_id, notify.streak_id, coalesce(happened_at, now()));
end;
$$;
revoke execute on function private.notify(uuid, text, uuid, text, uuid, uuid, uuid, uuid, timestamptz) from public;

create function private.notify_friend_action() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.action_type = 'invite' then
    perform private.notify(new.uid_for, 'friend_invited', new.uid_by, happened_at => new.created_at);
  elsif new.action_type = 'accept' then
    perform private.notify(new.uid_for, 'friend_accepted', new.uid_by, happened_at => new.created_at);
  end if;
  return null;
end;
$$;
create trigger friend_request_action_notifies after insert on public.friend_request_action
  for each row execute function private.notify_friend_action();

create function private.notify_chat_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  kind text := case new.message_type
    when 'recommendation' then 'recommendation_received'
    when 'accepted' then 'recommendation_accepted'
    when 'recording_request' then 'recording_asked'
    when 'recording_made' then 'recording_made'
  end;
begin
  if kind is not null then
    perform private.notify(new.recipient_uid, kind, new.sender_uid, new.lang, new.phrase_id, new.id,
                           happened_at => new.created_at);
  end if;
  return null;
end;
$$;
create trigger chat_message_notifies after insert on public.chat_message
  for each row execute function private.notify_chat_message();

-- An answer by someone else to my request; answering one's own request tells no one.
create function private.notify_request_answer() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  req public.phrase_request;
begin
  select * into req from public.phrase_request r where r.id = new.request_id;
  perform private.notify(req.requester_uid, 'request_answered', new.answered_by, req.lang,
                         new.phrase_id, null, req.id, happened_at => new.created_at);
  return null;
end;
$$;
create trigger phrase_request_answer_notifies after insert on public.phrase_request_answer
  for each row execute function private.notify_request_answer();

create function private.notify_friend_streak() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  invitee uuid := case when new.invited_by = new.uid_less then new.uid_more else new.uid_less end;
  other_than_ender uuid := case when new.ended_by = new.uid_less then new.uid_more else new.uid_less end;
begin
  if tg_op = 'INSERT' then
    if new.status = 'invited' then
      perform private.notify(invitee, 'streak_invited', new.invited_by, streak_id => new.id,
                             happened_at => new.created_at);
    end if;
  elsif new.status is distinct from old.status then
    if new.status = 'active' then
      perform private.notify(new.invited_by, 'streak_accepted', invitee, streak_id => new.id,
                             happened_at => new.accepted_at);
    elsif new.status = 'declined' then
      perform private.notify(new.invited_by, 'streak_declined', invitee, streak_id => new.id,
                             happened_at => new.ended_at);
    elsif new.status = 'ended' and new.ended_by is not null then
      perform private.notify(other_than_ender, 'streak_ended', new.ended_by, streak_id => new.id,
                             happened_at => new.ended_at);
    end if;
  end if;
  return null;
end;
$$;
create trigger friend_streak_notifies after insert or update of status on public.friend_streak
  for each row execute function private.notify_friend_streak();

-- Live events on each user's private channel. Only the user may join it (the policy on
-- realtime.messages below), so each event goes to the people who may read its row.
-- One trigger function for every table: the event's name is the trigger's first argument,
-- the columns naming its recipients the others.
create function private.broadcast_row() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  payload jsonb := to_jsonb(new);
  target uuid;
begin
  for target in
    select distinct (payload ->> column_name)::uuid
    from unnest(tg_argv[1:]) column_name
    where payload ->> column_name is not null
  loop
    perform realtime.send(payload, tg_argv[0], 'user:' || target::text, true);
  end loop;
  return null;
end;
$$;

create trigger notification_broadcasts after insert or update on public.notification
  for each row execute function private.broadcast_row('notification', 'uid');
create trigger chat_message_broadcasts after insert on public.chat_message
  for each row execute function private.broadcast_row('chat_message', 'sender_uid', 'recipient_uid');
create trigger chat_read_marker_broadcasts after insert or update on public.chat_read_marker
  for each row execute function private.broadcast_row('chat_read', 'uid');
create trigger friend_request_action_broadcasts after insert on public.friend_request_action
  for each row execute function private.broadcast_row('friend_action', 'uid_less', 'uid_more');

-- Private channel `user:<uid>`: only that user may join it (read its broadcasts). No insert
-- policy: clients do not broadcast on it, the database does.
create policy "Users receive their own channel" on realtime.messages
  for select to authenticated
  using (extension = 'broadcast' and realtime.topic() = 'user:' || (select auth.uid())::text);
