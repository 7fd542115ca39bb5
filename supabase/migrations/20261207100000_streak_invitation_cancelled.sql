-- A shared-streak invitation its sender takes back (docs/product.md §4 "Friend streaks"):
-- end_friend_streak on a streak still invited, by the one who invited. The friend was never in
-- it, so '… ended your shared streak' would be wrong: nothing new is written, and the friend's
-- invitation is marked read, as it can no longer be answered (their count drops at once, over
-- their channel). Any other end of an invited or running streak notifies as before.

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
