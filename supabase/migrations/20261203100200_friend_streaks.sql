-- Progress and streaks (issue #48), part 3: streaks shared by two friends. One invites, the
-- other accepts or declines, either ends it; ending the friendship ends it too. A shared day
-- counts when both members' own day counted (20261203100100_study_stats.sql), each on their
-- own time zone. The table is read by its two members and written only by the RPCs below.

create table public.friend_streak (
  id uuid primary key default gen_random_uuid(),
  uid_less uuid not null references public.user_profile (uid) on delete cascade,
  uid_more uuid not null references public.user_profile (uid) on delete cascade,
  invited_by uuid not null references public.user_profile (uid) on delete cascade,
  status text not null default 'invited'
    constraint friend_streak_status_is_known check (status in ('invited', 'active', 'declined', 'ended')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  ended_by uuid references public.user_profile (uid) on delete set null,
  constraint friend_streak_pair_is_sorted check (uid_less < uid_more),
  constraint friend_streak_invited_by_a_member check (invited_by in (uid_less, uid_more)),
  constraint friend_streak_ended_by_a_member check (ended_by is null or ended_by in (uid_less, uid_more)),
  constraint friend_streak_accepted_when_active check (status <> 'active' or accepted_at is not null),
  constraint friend_streak_ended_when_over check (status in ('invited', 'active') or ended_at is not null)
);
alter table public.friend_streak enable row level security;
comment on table public.friend_streak is
  'A streak two friends share (uid_less < uid_more): invited, active, declined or ended; written only by invite/answer/end_friend_streak.';
-- At most one open (invited or active) streak per pair.
create unique index friend_streak_one_open_per_pair on public.friend_streak (uid_less, uid_more)
  where status in ('invited', 'active');
create index friend_streak_more_idx on public.friend_streak (uid_more);
create index friend_streak_pair_created_idx on public.friend_streak (uid_less, uid_more, created_at desc);

create policy "Members read their streaks" on public.friend_streak
  for select to authenticated
  using ((select auth.uid()) = uid_less or (select auth.uid()) = uid_more);
revoke insert, update, delete, truncate on public.friend_streak from anon, authenticated;
grant select on public.friend_streak to authenticated, service_role;

-- Open streaks a learner belongs to, either side.
create function private.open_streak_count(for_uid uuid) returns integer
language sql stable set search_path = '' as $$
  select count(*)::integer from public.friend_streak s
  where (s.uid_less = for_uid or s.uid_more = for_uid) and s.status in ('invited', 'active')
$$;

create function public.invite_friend_streak(friend_uid uuid)
returns public.friend_streak
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  result public.friend_streak;
begin
  if invite_friend_streak.friend_uid is null then
    raise exception 'Invalid inputs; cannot invite to a streak' using errcode = '22023';
  end if;
  if invite_friend_streak.friend_uid = me then
    raise exception 'You cannot share a streak with yourself' using errcode = '22023';
  end if;
  -- Both learners' open streaks are counted, so two invitations at once wait for each other
  -- (locks in a fixed order, so they cannot deadlock).
  perform pg_advisory_xact_lock(hashtextextended('friend_streak' || least(me, invite_friend_streak.friend_uid)::text, 2));
  perform pg_advisory_xact_lock(hashtextextended('friend_streak' || greatest(me, invite_friend_streak.friend_uid)::text, 2));
  if not private.are_friends(me, invite_friend_streak.friend_uid) then
    raise exception 'You can only share a streak with a friend' using errcode = 'P0001';
  end if;
  if exists (select from public.friend_streak s
             where s.uid_less = least(me, invite_friend_streak.friend_uid)
               and s.uid_more = greatest(me, invite_friend_streak.friend_uid)
               and s.status in ('invited', 'active')) then
    raise exception 'You already share a streak with this friend' using errcode = 'P0001';
  end if;
  -- One invitation a day to the same friend, however the last one ended.
  if exists (select from public.friend_streak s
             where s.uid_less = least(me, invite_friend_streak.friend_uid)
               and s.uid_more = greatest(me, invite_friend_streak.friend_uid)
               and s.invited_by = me and s.created_at > now() - interval '24 hours') then
    raise exception 'You invited this friend to a streak recently; try again tomorrow' using errcode = 'P0001';
  end if;
  if private.open_streak_count(me) >= 5 or private.open_streak_count(invite_friend_streak.friend_uid) >= 5 then
    raise exception 'You can share at most 5 streaks' using errcode = 'P0001';
  end if;
  insert into public.friend_streak (uid_less, uid_more, invited_by)
  values (least(me, invite_friend_streak.friend_uid), greatest(me, invite_friend_streak.friend_uid), me)
  returning * into result;
  return result;
end;
$$;
comment on function public.invite_friend_streak(uuid) is
  'Invites a friend to share a streak: friends only, not oneself, one open streak per pair, one invitation a day to the same friend, at most 5 open streaks per learner.';

-- The caller's streak, locked; refused when the caller is not one of its members.
create function private.my_streak_for_update(streak_id uuid, me uuid) returns public.friend_streak
language plpgsql set search_path = '' as $$
declare
  result public.friend_streak;
begin
  select s.* into result from public.friend_streak s
  where s.id = streak_id and me in (s.uid_less, s.uid_more)
  for update;
  if not found then
    raise exception 'This shared streak was not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

create function public.answer_friend_streak(streak_id uuid, accept boolean)
returns public.friend_streak
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  result public.friend_streak;
begin
  if answer_friend_streak.streak_id is null or answer_friend_streak.accept is null then
    raise exception 'Invalid inputs; cannot answer a streak invitation' using errcode = '22023';
  end if;
  result := private.my_streak_for_update(answer_friend_streak.streak_id, me);
  if result.status <> 'invited' then
    raise exception 'This streak invitation is no longer open' using errcode = 'P0001';
  end if;
  if result.invited_by = me then
    raise exception 'Only the friend you invited can answer this invitation' using errcode = '42501';
  end if;
  if answer_friend_streak.accept then
    if not private.are_friends(result.uid_less, result.uid_more) then
      raise exception 'You can only share a streak with a friend' using errcode = 'P0001';
    end if;
    update public.friend_streak s set status = 'active', accepted_at = now()
    where s.id = result.id returning * into result;
  else
    update public.friend_streak s set status = 'declined', ended_at = now(), ended_by = me
    where s.id = result.id returning * into result;
  end if;
  return result;
end;
$$;
comment on function public.answer_friend_streak(uuid, boolean) is
  'The invited friend accepts (while still friends) or declines a streak invitation.';

create function public.end_friend_streak(streak_id uuid)
returns public.friend_streak
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  result public.friend_streak;
begin
  if end_friend_streak.streak_id is null then
    raise exception 'Invalid inputs; cannot end a streak' using errcode = '22023';
  end if;
  result := private.my_streak_for_update(end_friend_streak.streak_id, me);
  if result.status not in ('invited', 'active') then
    raise exception 'This shared streak has already ended' using errcode = 'P0001';
  end if;
  update public.friend_streak s set status = 'ended', ended_at = now(), ended_by = me
  where s.id = result.id returning * into result;
  return result;
end;
$$;
comment on function public.end_friend_streak(uuid) is
  'Either member ends a shared streak, or takes back an invitation not yet answered.';

-- Ending a friendship ends the pair's open streak.
create function private.end_streaks_of_former_friends() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.friend_streak s set status = 'ended', ended_at = now(), ended_by = new.uid_by
  where s.uid_less = new.uid_less and s.uid_more = new.uid_more and s.status in ('invited', 'active');
  return null;
end;
$$;
create trigger friend_request_action_ends_streaks after insert on public.friend_request_action
  for each row when (new.action_type = 'remove') execute function private.end_streaks_of_former_friends();

-- The caller's open streaks. Security definer, to decide the friend's days with the same rule;
-- of the friend it tells only whether their today counted, and the shared days, and only once
-- they accepted.
create function public.friend_streaks()
returns table (id uuid, friend_uid uuid, status text, invited_by_me boolean, created_at timestamptz,
  accepted_at timestamptz, current_days integer, longest_days integer, friend_studied_today boolean,
  me_studied_today boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  my_today date := private.current_day_session(me);
  my_days date[];
begin
  -- My counted days over the longest open streak's span (a day before acceptance in the
  -- zone furthest behind, to today).
  select array_agg(d.day_session) into my_days
  from (select distinct x.day_session from private.deck_study_days(me, null,
          coalesce((select min(s.accepted_at)::date - 2 from public.friend_streak s
                    where me in (s.uid_less, s.uid_more) and s.status = 'active'), my_today - 2), null) x
        where x.counted) d;
  return query
    select s.id, who.friend, s.status, s.invited_by = me, s.created_at, s.accepted_at,
      coalesce(shared.current_days, 0), coalesce(shared.longest_days, 0),
      coalesce(f.studied_today, false),
      coalesce(my_today = any (my_days) or exists (select from unnest(my_days) x where x > my_today), false)
    from public.friend_streak s
    cross join lateral (select case when s.uid_less = me then s.uid_more else s.uid_less end as friend) who
    left join lateral (
      -- The friend's days, only for an accepted streak.
      select fd.days, f_today.today,
        f_today.today = any (fd.days) or exists (select from unnest(fd.days) x where x > f_today.today) as studied_today,
        least(public.day_session_at(coalesce(fp.time_zone, 'UTC'), s.accepted_at),
              public.day_session_at(coalesce(mp.time_zone, 'UTC'), s.accepted_at)) as first_day
      from (select private.current_day_session(who.friend) as today) f_today
      left join public.user_profile fp on fp.uid = who.friend
      left join public.user_profile mp on mp.uid = me
      cross join lateral (
        select array_agg(distinct x.day_session) as days
        from private.deck_study_days(who.friend, null, s.accepted_at::date - 2, null) x
        where x.counted
      ) fd
      where s.status = 'active'
    ) f on true
    left join lateral (
      select r.* from private.streak_runs(
        array(select x from unnest(f.days) x where x = any (my_days) and x >= f.first_day),
        -- The streak lives while the member furthest behind can still study their day.
        least(my_today, f.today)) r
      where s.status = 'active'
    ) shared on true
    where me in (s.uid_less, s.uid_more) and s.status in ('invited', 'active')
    order by s.status = 'invited', s.accepted_at, s.created_at;
end;
$$;
comment on function public.friend_streaks() is
  'The caller''s invited and active shared streaks: current and longest run of days both members counted (each on their own day), and whether each has counted today.';

revoke execute on function private.open_streak_count(uuid) from public, anon, authenticated;
revoke execute on function private.my_streak_for_update(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.invite_friend_streak(uuid) from public, anon;
revoke execute on function public.answer_friend_streak(uuid, boolean) from public, anon;
revoke execute on function public.end_friend_streak(uuid) from public, anon;
revoke execute on function public.friend_streaks() from public, anon;
grant execute on function public.invite_friend_streak(uuid) to authenticated, service_role;
grant execute on function public.answer_friend_streak(uuid, boolean) to authenticated, service_role;
grant execute on function public.end_friend_streak(uuid) to authenticated, service_role;
grant execute on function public.friend_streaks() to authenticated, service_role;
