-- Repeated invites to one person (issue #27): after a decline, inviting and cancelling in a loop
-- sent a live notification each time. Through the API, one person may invite the same person at
-- most 3 times in 24 hours; the fourth is refused with PT429 (HTTP 429). An invite that becomes
-- an accept (they had invited me) is not counted against me. This trigger runs after
-- friend_request_action_legal_transition (triggers fire in name order), so it sees that.

create or replace function private.limit_repeated_invites() returns trigger
language plpgsql set search_path = '' as $$
declare
  recent integer;
begin
  if new.action_type <> 'invite' or current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select count(*) into recent from public.friend_request_action f
  where f.uid_less = new.uid_less and f.uid_more = new.uid_more and f.uid_by = new.uid_by
    and f.action_type = 'invite' and f.created_at > now() - interval '24 hours';
  if recent >= 3 then
    raise exception 'You have invited this person 3 times today; try again tomorrow'
      using errcode = 'PT429', detail = 'At most 3 invites to one person in 24 hours';
  end if;
  return new;
end;
$$;
comment on function private.limit_repeated_invites() is
  'At most 3 invites from one person to another in 24 hours through the API.';

create trigger friend_request_action_repeat_limit before insert on public.friend_request_action
  for each row execute function private.limit_repeated_invites();
