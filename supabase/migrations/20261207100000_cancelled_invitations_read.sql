-- An invitation its sender takes back can no longer be answered (docs/product.md §4): the
-- invitee's notification of it is marked read, so their count drops at once, over their
-- channel, and the list no longer asks them to act on it.

-- A friend request cancelled ('Cancel invitation', a 'cancel' action by its sender).
create or replace function private.notify_friend_action() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.action_type = 'invite' then
    perform private.notify(new.uid_for, 'friend_invited', new.uid_by, happened_at => new.created_at);
  elsif new.action_type = 'accept' then
    perform private.notify(new.uid_for, 'friend_accepted', new.uid_by, happened_at => new.created_at);
  elsif new.action_type = 'cancel' then
    update public.notification n set read_at = now()
    where n.uid = new.uid_for and n.actor_uid = new.uid_by and n.kind = 'friend_invited'
      and n.read_at is null;
  end if;
  return null;
end;
$$;

-- A shared-streak invitation taken back by the one who invited, before the friend answered:
-- cancel_friend_streak below, or the inviter ending the friendship. The friend was never in
-- it, so '… ended your shared streak' would be wrong: nothing new is written. Any other end of
-- an invited or running streak notifies as before.
create or replace function private.notify_friend_streak() returns trigger
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
    elsif new.status = 'ended' and old.status = 'invited' and new.ended_by = new.invited_by then
      update public.notification n set read_at = now()
      where n.uid = invitee and n.streak_id = new.id and n.kind = 'streak_invited'
        and n.read_at is null;
    elsif new.status = 'ended' and new.ended_by is not null then
      perform private.notify(other_than_ender, 'streak_ended', new.ended_by, streak_id => new.id,
                             happened_at => new.ended_at);
    end if;
  end if;
  return null;
end;
$$;

-- 'Cancel streak invitation' on a page that has not heard the friend accept yet must not end
-- the streak they have just started: end_friend_streak takes both, this only an invitation.
create function public.cancel_friend_streak(streak_id uuid)
returns public.friend_streak
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  result public.friend_streak;
begin
  if cancel_friend_streak.streak_id is null then
    raise exception 'Invalid inputs; cannot cancel a streak invitation' using errcode = '22023';
  end if;
  result := private.my_streak_for_update(cancel_friend_streak.streak_id, me);
  if result.invited_by <> me then
    raise exception 'Only the one who invited can cancel this invitation' using errcode = '42501';
  end if;
  if result.status <> 'invited' then
    raise exception 'This streak invitation is no longer open' using errcode = 'P0001';
  end if;
  return public.end_friend_streak(result.id);
end;
$$;
comment on function public.cancel_friend_streak(uuid) is
  'The one who invited takes back a streak invitation the friend has not answered.';
revoke execute on function public.cancel_friend_streak(uuid) from public, anon;
grant execute on function public.cancel_friend_streak(uuid) to authenticated, service_role;
