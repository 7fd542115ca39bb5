-- An invitation its invitee has answered (accepted or declined) asks nothing more of them: the
-- invitee's notifications of that pair's invitations (the newest and any older one, say one
-- declined a week ago and sent again) are marked read, so their count drops at once, over
-- their channel, as it does for an invitation its sender cancels (20261207100000).
-- An 'invite' meeting the other's pending one is turned into 'accept' before this runs.
create or replace function private.notify_friend_action() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.action_type = 'invite' then
    perform private.notify(new.uid_for, 'friend_invited', new.uid_by,
                           happened_at => new.created_at);
  elsif new.action_type = 'accept' then
    perform private.notify(new.uid_for, 'friend_accepted', new.uid_by,
                           happened_at => new.created_at);
  end if;
  if new.action_type in ('accept', 'decline') then
    update public.notification n set read_at = now()
    where n.uid = new.uid_by and n.actor_uid = new.uid_for and n.kind = 'friend_invited'
      and n.read_at is null;
  elsif new.action_type = 'cancel' then
    update public.notification n set read_at = now()
    where n.uid = new.uid_for and n.actor_uid = new.uid_by and n.kind = 'friend_invited'
      and n.read_at is null;
  end if;
  return null;
end;
$$;
