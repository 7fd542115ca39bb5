-- A plan after a break (issue #49 item 2, docs/product.md §4 "A plan after a break").
--
-- After three or more missed days (the deck's last review day is 4 or more days before
-- today), when the due cards exceed twice the daily goal, review_day_setup offers a catch-up
-- plan and hands the client the cards' memory states, so it can forecast the plan day by day
-- before the learner accepts it. Accepted, each day's due set is capped at the plan's daily
-- cap, lowest predicted recall first, and no new cards come; the plan finishes itself on the
-- first day whose due count (the server's due_at_start) is within the cap, or the learner ends
-- it. Declined (or ended), it is not offered again that day.
-- The plan is written only by the RPCs below; the learner reads their own.

create table public.catch_up_plan (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null,
  lang text not null,
  daily_cap integer not null
    constraint catch_up_daily_cap_1_to_500 check (daily_cap between 1 and 500),
  -- The forecast's length when accepted, for "day 2 of 5"; the plan's end does not depend on it.
  planned_days integer not null
    constraint catch_up_planned_days_1_to_365 check (planned_days between 1 and 365),
  started_on date not null,
  finished_on date,
  ended_on date,
  created_at timestamptz not null default now(),
  constraint catch_up_plan_deck foreign key (uid, lang)
    references public.user_deck (uid, lang) on delete cascade,
  constraint catch_up_plan_finished_after_start check (finished_on is null or finished_on >= started_on),
  constraint catch_up_plan_ended_after_start check (ended_on is null or ended_on >= started_on),
  constraint catch_up_plan_closed_once check (finished_on is null or ended_on is null)
);
alter table public.catch_up_plan enable row level security;
comment on table public.catch_up_plan is
  'A deck''s catch-up plan after a break: at most daily_cap due cards a day, no new cards, until finished (the backlog fits the cap) or ended by the learner; written only by start/end_catch_up_plan and the review-day trigger.';
create unique index catch_up_plan_one_open_per_deck on public.catch_up_plan (uid, lang)
  where finished_on is null and ended_on is null;

create policy "Learners read their own plans" on public.catch_up_plan
  for select to authenticated using ((select auth.uid()) = uid);
revoke insert, update, delete, truncate on public.catch_up_plan from anon, authenticated;
grant select on public.catch_up_plan to authenticated, service_role;

-- A day the learner said no (or ended a plan): no offer that day.
create table public.catch_up_declined (
  uid uuid not null,
  lang text not null,
  day_session date not null,
  primary key (uid, lang, day_session),
  constraint catch_up_declined_deck foreign key (uid, lang)
    references public.user_deck (uid, lang) on delete cascade
);
alter table public.catch_up_declined enable row level security;
comment on table public.catch_up_declined is
  'Days on which a learner declined a deck''s catch-up plan; written only by decline_catch_up_plan and end_catch_up_plan.';
create policy "Learners read their own declines" on public.catch_up_declined
  for select to authenticated using ((select auth.uid()) = uid);
revoke insert, update, delete, truncate on public.catch_up_declined from anon, authenticated;
grant select on public.catch_up_declined to authenticated, service_role;

-- The open plan of a deck on a day (started on or before it), if any.
create function private.open_catch_up_plan(for_uid uuid, for_lang text, on_day date)
returns public.catch_up_plan
language sql stable set search_path = '' as $$
  select p.* from public.catch_up_plan p
  where p.uid = for_uid and p.lang = for_lang and p.started_on <= on_day
    and p.finished_on is null and p.ended_on is null
$$;
revoke execute on function private.open_catch_up_plan(uuid, text, date) from public, anon;
grant execute on function private.open_catch_up_plan(uuid, text, date) to authenticated, service_role;

-- Checks shared by the three RPCs; returns the caller.
create function private.catch_up_caller(for_lang text, on_day date)
returns uuid
language plpgsql stable set search_path = '' as $$
declare
  me uuid := private.require_uid();
begin
  if for_lang is null or on_day is null then
    raise exception 'Invalid inputs; cannot change a catch-up plan' using errcode = '22023';
  end if;
  if on_day > private.current_day_session(me) + 1 then
    raise exception 'Review day % is in the future', on_day using errcode = '22023';
  end if;
  if not exists (select from public.user_deck d where d.uid = me and d.lang = for_lang) then
    raise exception 'This deck was not found in your profile' using errcode = 'P0002';
  end if;
  return me;
end;
$$;
revoke execute on function private.catch_up_caller(text, date) from public, anon;
grant execute on function private.catch_up_caller(text, date) to authenticated, service_role;

create function public.start_catch_up_plan(lang text, day_session date, daily_cap integer, planned_days integer)
returns public.catch_up_plan
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid;
  result public.catch_up_plan;
begin
  if start_catch_up_plan.daily_cap is null or start_catch_up_plan.daily_cap not between 1 and 500 then
    raise exception 'A daily cap is a whole number of cards from 1 to 500' using errcode = '22023';
  end if;
  if start_catch_up_plan.planned_days is null or start_catch_up_plan.planned_days not between 1 and 365 then
    raise exception 'A catch-up plan lasts from 1 to 365 days' using errcode = '22023';
  end if;
  me := private.catch_up_caller(start_catch_up_plan.lang, start_catch_up_plan.day_session);
  -- Two tabs accepting at once: the second waits and then finds the first one's plan.
  perform pg_advisory_xact_lock(hashtextextended('catch_up_plan' || me::text || start_catch_up_plan.lang, 3));
  if exists (select from public.catch_up_plan p
             where p.uid = me and p.lang = start_catch_up_plan.lang
               and p.finished_on is null and p.ended_on is null) then
    raise exception 'This deck already has a catch-up plan' using errcode = 'P0001';
  end if;
  if exists (select from public.user_deck_review_state s
             where s.uid = me and s.lang = start_catch_up_plan.lang
               and s.day_session = start_catch_up_plan.day_session) then
    raise exception 'Today''s review has started; a catch-up plan can start tomorrow' using errcode = 'P0001';
  end if;
  insert into public.catch_up_plan (uid, lang, daily_cap, planned_days, started_on)
  values (me, start_catch_up_plan.lang, start_catch_up_plan.daily_cap,
    start_catch_up_plan.planned_days, start_catch_up_plan.day_session)
  returning * into result;
  return result;
end;
$$;
comment on function public.start_catch_up_plan(text, date, integer, integer) is
  'Starts a deck''s catch-up plan on a day not yet started: at most daily_cap (1 to 500) due cards a day and no new cards until the backlog fits the cap.';

create function public.end_catch_up_plan(lang text, day_session date)
returns public.catch_up_plan
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.catch_up_caller(end_catch_up_plan.lang, end_catch_up_plan.day_session);
  result public.catch_up_plan;
begin
  update public.catch_up_plan p
  set ended_on = greatest(end_catch_up_plan.day_session, p.started_on)
  where p.uid = me and p.lang = end_catch_up_plan.lang
    and p.finished_on is null and p.ended_on is null
  returning p.* into result;
  if not found then
    raise exception 'This deck has no catch-up plan to end' using errcode = 'P0002';
  end if;
  -- Ended today, it is not offered again today.
  insert into public.catch_up_declined (uid, lang, day_session)
  values (me, end_catch_up_plan.lang, end_catch_up_plan.day_session)
  on conflict do nothing;
  return result;
end;
$$;
comment on function public.end_catch_up_plan(text, date) is
  'Ends a deck''s open catch-up plan (the learner''s choice): from the next day not yet started, the spec''s day again.';

create function public.decline_catch_up_plan(lang text, day_session date)
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.catch_up_caller(decline_catch_up_plan.lang, decline_catch_up_plan.day_session);
begin
  insert into public.catch_up_declined (uid, lang, day_session)
  values (me, decline_catch_up_plan.lang, decline_catch_up_plan.day_session)
  on conflict do nothing;
end;
$$;
comment on function public.decline_catch_up_plan(text, date) is
  'Remembers that the learner declined a catch-up plan for a deck on a day: it is not offered again that day.';

revoke execute on function public.start_catch_up_plan(text, date, integer, integer) from public, anon;
revoke execute on function public.end_catch_up_plan(text, date) from public, anon;
revoke execute on function public.decline_catch_up_plan(text, date) from public, anon;
grant execute on function public.start_catch_up_plan(text, date, integer, integer) to authenticated, service_role;
grant execute on function public.end_catch_up_plan(text, date) to authenticated, service_role;
grant execute on function public.decline_catch_up_plan(text, date) to authenticated, service_role;

-- The plan finishes itself on the first day whose due queue fits the cap: that day's manifest
-- holds every due card, so the backlog is gone once it is reviewed. due_at_start is the
-- server's count, set by the before-insert trigger (20261203100000_progress_and_streaks.sql).
-- Security definer: the learner cannot update the plan themselves.
create function private.finish_caught_up_plan() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.catch_up_plan p
  set finished_on = new.day_session
  where p.uid = new.uid and p.lang = new.lang and p.started_on <= new.day_session
    and p.finished_on is null and p.ended_on is null
    and new.due_at_start <= p.daily_cap;
  return null;
end;
$$;
create trigger user_deck_review_state_finishes_catch_up after insert on public.user_deck_review_state
  for each row execute function private.finish_caught_up_plan();

-- review_day_setup with the plan ----------------------------------------------------------
-- As in 20261201100200_two_way_review_days.sql, with "due" decided by private.card_is_due
-- (a balancing deck's stored due days, 20261204100000_even_days.sql), and:
-- - under an open plan: the due set (both directions, a phrase once) capped at the plan's
--   daily cap, lowest predicted recall first; no new cards; 'catch_up_plan' names the plan;
-- - otherwise, when the offer holds and was not declined that day: 'catch_up_offer' with the
--   last review day, the due count and every reviewed card's memory state (the forecast's
--   input, docs/product.md §4 "A plan after a break").
create or replace function public.review_day_setup(lang text, day_session date)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  goal integer;
  decay double precision;
  due_at double precision;
  balanced boolean;
  plan public.catch_up_plan;
  cap integer;
  result jsonb;
  due_count integer;
  last_review date;
begin
  if me is null then
    raise exception 'You must be signed in to do this' using errcode = '42501';
  end if;
  if review_day_setup.lang is null or review_day_setup.day_session is null then
    raise exception 'Invalid inputs; cannot set up a review' using errcode = '22023';
  end if;
  select d.daily_review_goal, coalesce(d.fsrs_parameters[21], 0.5), d.desired_retention, d.balance_load
  into goal, decay, due_at, balanced from public.user_deck d
  where d.uid = me and d.lang = review_day_setup.lang;
  if goal is null then
    return null;
  end if;
  plan := private.open_catch_up_plan(me, review_day_setup.lang, review_day_setup.day_session);
  -- A plan with nothing due leaves the day as it is (new cards too): the day's start then
  -- finishes it, as its due count is within the cap.
  if plan.id is not null and not exists (
      select from private.active_cards_before(review_day_setup.lang, review_day_setup.day_session) c
      where private.card_is_due(review_day_setup.day_session, c.last_day_session, c.stability, c.due_day,
        decay, due_at, balanced)) then
    plan := null;
  end if;
  cap := plan.daily_cap;

  with cards as materialized (
    select * from private.active_cards_before(review_day_setup.lang, review_day_setup.day_session)
  ),
  due_any as (
    select c.phrase_id, c.direction,
      private.fsrs_curve(review_day_setup.day_session - c.last_day_session, c.stability, decay) as r,
      private.fsrs_curve(review_day_setup.day_session + 1 - c.last_day_session, c.stability, decay) as r_tomorrow
    from cards c
    where private.card_is_due(review_day_setup.day_session, c.last_day_session, c.stability, c.due_day,
      decay, due_at, balanced)
  ),
  due_all as (
    select distinct on (d.phrase_id) d.phrase_id, d.direction, d.r
    from due_any d
    order by d.phrase_id, d.r_tomorrow, (d.direction = 'recall')
  ),
  -- Under a plan, the cap's worth of the most forgotten; otherwise all of them.
  due as (
    select d.* from due_all d
    order by d.r, d.phrase_id
    limit cap
  ),
  accepted as (
    select m.phrase_id, min(m.created_at) as accepted_at
    from public.chat_message m
    where m.sender_uid = me and m.message_type = 'accepted' and m.lang = review_day_setup.lang
      and m.phrase_id is not null
    group by m.phrase_id
  ),
  recommended as (
    select a.phrase_id, a.accepted_at
    from accepted a left join public.user_card c
      on c.uid = me and c.phrase_id = a.phrase_id and c.direction = 'recognise'
    where cap is null and (c.phrase_id is null
      or (c.status = 'active'
        and not exists (select from public.user_card_review r
                        where r.uid = me and r.phrase_id = a.phrase_id and r.direction = 'recognise')))
    order by a.accepted_at, a.phrase_id
    limit goal
  ),
  deck_new as (
    select c.phrase_id, c.created_at
    from cards c
    where cap is null and c.direction = 'recognise' and not c.reviewed
      and not exists (select from accepted a where a.phrase_id = c.phrase_id)
    order by c.created_at, c.phrase_id
    limit goal
  ),
  recall_new as (
    select c.phrase_id, first_seen.day_session as first_seen_on
    from cards c
    cross join lateral (
      select min(r.day_session) as day_session from public.user_card_review r
      where r.uid = me and r.phrase_id = c.phrase_id and r.direction = 'recognise'
        and r.day_session < review_day_setup.day_session
    ) first_seen
    where cap is null and c.direction = 'recall' and not c.reviewed and first_seen.day_session is not null
      and not exists (select from due_any d where d.phrase_id = c.phrase_id)
    order by first_seen.day_session, c.phrase_id
    limit goal
  ),
  known as (
    select k ->> 'lang' as lang
    from public.user_profile p, jsonb_array_elements(p.languages_known) k
    where p.uid = me
  ),
  library as (
    select p.id as phrase_id, p.created_at
    from public.phrase p
    where cap is null and p.lang = review_day_setup.lang
      and not exists (select from public.user_card c where c.uid = me and c.phrase_id = p.id)
      and not exists (select from accepted a where a.phrase_id = p.id)
      and exists (
        select from public.phrase_translation t
        where t.phrase_id = p.id and t.lang <> review_day_setup.lang and t.lang in (select k.lang from known k))
    order by p.created_at desc, p.id
    limit goal
  )
  select jsonb_build_object(
    'lang', review_day_setup.lang,
    'day_session', review_day_setup.day_session,
    'daily_review_goal', goal,
    'count_cards', (select count(*) from public.user_card c
                    where c.uid = me and c.lang = review_day_setup.lang and c.direction = 'recognise'),
    'due', coalesce((select jsonb_agg(d.phrase_id order by d.r, d.phrase_id) from due d
                     where d.direction = 'recognise'), '[]'),
    'recall_due', coalesce((select jsonb_agg(d.phrase_id order by d.r, d.phrase_id) from due d
                            where d.direction = 'recall'), '[]'),
    'recommended', coalesce((select jsonb_agg(x.phrase_id order by x.accepted_at, x.phrase_id) from recommended x), '[]'),
    'deck_new', coalesce((select jsonb_agg(x.phrase_id order by x.created_at, x.phrase_id) from deck_new x), '[]'),
    'recall_new', coalesce((select jsonb_agg(x.phrase_id order by x.first_seen_on, x.phrase_id) from recall_new x), '[]'),
    'library', coalesce((select jsonb_agg(x.phrase_id order by x.created_at desc, x.phrase_id) from library x), '[]')
  ), (select count(*)::integer from due_all)
  into result, due_count;

  if plan.id is not null then
    return result || jsonb_build_object('catch_up_plan', jsonb_build_object(
      'daily_cap', plan.daily_cap,
      'planned_days', plan.planned_days,
      'started_on', plan.started_on,
      'due_count', due_count));
  end if;

  -- The offer: a backlog over twice the goal, three or more missed days, not declined today.
  if due_count <= 2 * goal then
    return result;
  end if;
  select max(r.day_session) into last_review
  from public.user_card_review r
  where r.uid = me and r.lang = review_day_setup.lang and r.day_session < review_day_setup.day_session;
  if last_review is null or review_day_setup.day_session - last_review < 4
     or exists (select from public.catch_up_declined x
                where x.uid = me and x.lang = review_day_setup.lang
                  and x.day_session = review_day_setup.day_session) then
    return result;
  end if;
  return result || jsonb_build_object('catch_up_offer', jsonb_build_object(
    'last_review_day', last_review,
    'due_count', due_count,
    'desired_retention', due_at,
    'decay', decay,
    'cards', coalesce((
      -- A balanced card's due day is its fifth element (private.card_is_due's rule).
      select jsonb_agg(
        case when balanced and c.due_day is not null
          then jsonb_build_array(c.phrase_id, c.direction, c.last_day_session, c.stability, c.due_day)
          else jsonb_build_array(c.phrase_id, c.direction, c.last_day_session, c.stability) end
        order by c.phrase_id, c.direction)
      from private.active_cards_before(review_day_setup.lang, review_day_setup.day_session) c
      where c.last_day_session is not null), '[]')));
end;
$$;
comment on function public.review_day_setup(text, date) is
  'Today''s set of one deck before it is fixed: due cards and new-card candidates by source, the recall direction''s apart; under a catch-up plan the capped due set and the plan, or the offer of one after a break.';
