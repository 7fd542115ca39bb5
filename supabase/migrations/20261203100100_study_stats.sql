-- Progress and streaks (issue #48), part 2: the stats view's reads, one RPC per panel, all
-- on the learner's review days (their profile's time zone, rolling over at 04:00).
--
-- The study-day rule (docs/product.md "Progress"): a deck's day counts toward a streak when
-- at least 2 distinct cards were reviewed that day AND (those cards reached the deck's daily
-- goal OR the day's due queue, as the server counted it when the day started, was emptied).
-- Only reviews the server received before 04:00 local two days after the day began, i.e. by
-- the end of the next study day, decide that (the offline grace); later ones still schedule
-- their cards. A day counts for all decks when it counts for any deck.
--
-- The public RPCs are security invoker: they read the caller's rows through RLS, so another
-- learner's stats read as empty. The private helpers take the learner's id so that
-- friend_streaks (security definer, 20261203100200_friend_streaks.sql) can decide a friend's
-- days with the same rule and expose only the result.

-- Whether a review of `day` reached the server in time for that day's streak: before 04:00
-- local two days after the day began. Converting to the zone is the slow part, so it is done
-- only within the hours where the zone's offset (UTC-12 to UTC+14) decides.
create function private.in_grace(day date, received_at timestamptz, tz text) returns boolean
language sql stable as $$
  select case
    when received_at < to_timestamp(((day - date '1970-01-01') + 2) * 86400.0 - 11 * 3600) then true
    when received_at >= to_timestamp(((day - date '1970-01-01') + 2) * 86400.0 + 17 * 3600) then false
    else received_at < ((day + 2) + time '04:00') at time zone tz
  end
$$;

-- Each deck's review days between two days (either null = unbounded): reviews, cards and time
-- count every review of the day; goal_met, queue_emptied and counted only those in time.
create function private.deck_study_days(for_uid uuid, for_lang text, from_day date, to_day date)
returns table (lang text, day_session date, reviews integer, cards integer, duration_ms bigint,
  goal_met boolean, queue_emptied boolean, counted boolean)
language sql stable as $$
  with card_days as materialized (
    select r.lang, r.day_session, count(*) as reviews, sum(r.duration_ms) as duration_ms,
      min(r.created_at) as first_at,
      -- A card seen on an earlier day (its first review of the day has a recall probability):
      -- one of the day's due queue, as a day's manifest holds only due and new cards.
      min(r.created_at) filter (where r.day_first_review and r.review_time_retrievability is not null) as seen_at
    from public.user_card_review r
    where r.uid = for_uid and (for_lang is null or r.lang = for_lang)
      and (from_day is null or r.day_session >= from_day) and (to_day is null or r.day_session <= to_day)
    group by r.lang, r.day_session, r.phrase_id, r.direction
  ),
  days as (
    select c.lang, c.day_session, sum(c.reviews)::integer as reviews, count(*)::integer as cards,
      coalesce(sum(c.duration_ms), 0)::bigint as duration_ms,
      count(*) filter (where private.in_grace(c.day_session, c.first_at, zone.tz))::integer as cards_in_time,
      count(*) filter (where private.in_grace(c.day_session, c.seen_at, zone.tz))::integer as due_in_time
    from card_days c
    cross join (select coalesce((select p.time_zone from public.user_profile p where p.uid = for_uid), 'UTC') as tz) zone
    group by c.lang, c.day_session
  ),
  decided as materialized (
    -- Looked up per day by primary key, whatever the planner guesses of the rows above.
    select x.*,
      (select d.daily_review_goal from public.user_deck d where d.uid = for_uid and d.lang = x.lang) as goal,
      (select s.due_at_start from public.user_deck_review_state s
       where s.uid = for_uid and s.lang = x.lang and s.day_session = x.day_session) as due_at_start
    from days x
  )
  select y.lang, y.day_session, y.reviews, y.cards, y.duration_ms,
    y.cards_in_time >= y.goal, y.due_in_time >= y.due_at_start,
    y.cards_in_time >= 2 and (y.cards_in_time >= y.goal or y.due_in_time >= y.due_at_start)
  from decided y
$$;

-- Current and longest run of consecutive days in a set. The current run is the one ending
-- on the last day, while that is today or yesterday (a day after today, after a move west,
-- is today's too); otherwise it is 0.
create function private.streak_runs(days date[], today date,
  out current_days integer, out longest_days integer, out last_day date)
language sql immutable as $$
  with d as (
    select distinct x as day from unnest(days) x where x is not null
  ),
  runs as (
    select max(g.day) as last_day, count(*)::integer as len
    from (select d.day, d.day - (row_number() over (order by d.day))::integer as grp from d) g
    group by g.grp
  )
  select
    coalesce((select r.len from runs r
              where r.last_day = (select max(z.last_day) from runs z) and r.last_day >= today - 1), 0),
    coalesce((select max(r.len) from runs r), 0),
    (select max(r.last_day) from runs r)
$$;

-- A learner's streak on a given review day (the public RPC passes today; tests pass others).
create function private.study_streak_on(for_uid uuid, for_lang text, today date)
returns table (current_days integer, longest_days integer, today_counted boolean, today_cards integer,
  today_goal integer, last_counted_day date)
language sql stable as $$
  with days as materialized (
    select * from private.deck_study_days(for_uid, for_lang, null, null)
  ),
  runs as (
    select * from private.streak_runs(
      (select array_agg(d.day_session) from days d where d.counted), today)
  )
  select runs.current_days, runs.longest_days,
    exists (select from days d where d.counted and d.day_session >= today),
    coalesce((select sum(d.cards) from days d where d.day_session = today), 0)::integer,
    -- For all decks the nearest goal: the day counts once any deck's does.
    (select min(k.daily_review_goal) from public.user_deck k
     where k.uid = for_uid and (k.lang = for_lang or (for_lang is null and not k.archived))),
    runs.last_day
  from runs
$$;

create function public.study_days(lang text default null, from_day date default null, to_day date default null)
returns table (day_session date, reviews integer, cards integer, minutes double precision,
  goal_met boolean, queue_emptied boolean, counted boolean)
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  last_day date := coalesce(study_days.to_day, private.current_day_session(me));
  first_day date := coalesce(study_days.from_day, last_day - 364);
begin
  if first_day > last_day then
    raise exception 'The first day (%) comes after the last (%)', first_day, last_day using errcode = '22023';
  end if;
  return query
    select d.day_session, sum(d.reviews)::integer, sum(d.cards)::integer,
      sum(d.duration_ms)::double precision / 60000, bool_or(d.goal_met), bool_or(d.queue_emptied), bool_or(d.counted)
    from private.deck_study_days(me, study_days.lang, first_day, last_day) d
    group by d.day_session
    order by d.day_session;
end;
$$;
comment on function public.study_days(text, date, date) is
  'The caller''s review days of one deck (lang) or all decks (null): reviews, cards, minutes and whether the day counted toward a streak. Default: the 365 days ending today.';

-- shared_streaks counts the caller's running friend streaks (20261203100200_friend_streaks.sql),
-- so Learning Home loads the day's friend notice only for a learner who has one.
create function public.study_streak(lang text default null)
returns table (current_days integer, longest_days integer, today_counted boolean, today_cards integer,
  today_goal integer, last_counted_day date, shared_streaks integer)
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
begin
  return query
    select s.*, (select count(*)::integer from public.friend_streak f
                 where me in (f.uid_less, f.uid_more) and f.status = 'active')
    from private.study_streak_on(me, study_streak.lang, private.current_day_session(me)) s;
end;
$$;
comment on function public.study_streak(text) is
  'The caller''s current and longest streak of counted days (one deck, or all decks when lang is null); the current one ends today, or yesterday while today is not counted yet.';

create function public.retention_by_month(lang text default null)
returns table (month date, direction text, reviews integer, recalled integer, desired_retention double precision)
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  first_month date := (date_trunc('month', private.current_day_session(me)) - interval '11 months')::date;
begin
  return query
    select date_trunc('month', r.day_session)::date, r.direction, count(*)::integer,
      (count(*) filter (where r.score >= 2))::integer,
      -- Weighted by reviews, so all decks read as the retention their schedules aimed at.
      avg(d.desired_retention)
    from public.user_card_review r
    join public.user_deck d on d.uid = r.uid and d.lang = r.lang
    where r.uid = me and (retention_by_month.lang is null or r.lang = retention_by_month.lang)
      and r.day_session >= first_month
      -- The first review of the day of a card seen on an earlier day.
      and r.day_first_review and r.review_time_retrievability is not null
    group by 1, 2
    order by 1, 2;
end;
$$;
comment on function public.retention_by_month(text) is
  'True retention per month of the last 12 and direction: first reviews of the day of cards seen before, and how many were recalled (score >= 2), beside the deck''s desired retention.';

-- Each active card of an enabled direction (in decks not archived, for all decks) with its
-- newest state; shared by the forecast and the state counts.
create function private.card_states(for_uid uuid, for_lang text)
returns table (lang text, phrase_id uuid, direction text, last_day date, stability double precision,
  last_score smallint, decay double precision, desired_retention double precision)
language sql stable as $$
  select c.lang, c.phrase_id, c.direction, mem.day_session, mem.stability, mem.score,
    coalesce(d.fsrs_parameters[21], 0.5), d.desired_retention
  from public.user_deck d
  join public.user_card c on c.uid = d.uid and c.lang = d.lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
  left join lateral (
    select r.day_session, r.stability, r.score
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where d.uid = for_uid and (d.lang = for_lang or (for_lang is null and not d.archived))
$$;

-- The first whole number of days after a review at which the curve reaches the deck's
-- desired retention: where review_day_setup first finds the card due.
create function private.days_until_due(stability double precision, decay double precision,
  desired_retention double precision) returns integer
language sql immutable as $$
  select case when private.fsrs_curve(guess.n, stability, decay) <= desired_retention then guess.n
    else guess.n + 1 end
  from (select greatest(1, ceil(stability / private.fsrs_factor(decay)
          * (power(desired_retention, -1 / decay) - 1) - 1e-6))::integer as n) guess
$$;

create function public.due_forecast(lang text default null, days integer default 30)
returns table (day_session date, due integer)
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  today date := private.current_day_session(me);
begin
  if due_forecast.days is null or due_forecast.days not between 1 and 366 then
    raise exception 'A forecast covers 1 to 366 days' using errcode = '22023';
  end if;
  return query
    with due_on as (
      select greatest(c.last_day + private.days_until_due(c.stability, c.decay, c.desired_retention), today) as day,
        count(*)::integer as due
      from private.card_states(me, due_forecast.lang) c
      where c.last_day is not null
      group by 1
    )
    select today + g.i, coalesce(x.due, 0)
    from generate_series(0, due_forecast.days - 1) g(i)
    left join due_on x on x.day = today + g.i
    order by 1;
end;
$$;
comment on function public.due_forecast(text, integer) is
  'Cards falling due on each of the next `days` review days under their deck''s schedule; today includes overdue cards.';

create function public.card_state_counts(lang text default null)
returns table (direction text, state text, cards integer)
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
begin
  return query
    with card_rows as materialized (
      select c.direction, case
          when c.last_day is null then 'new'
          when c.stability < 1 or c.last_score = 1 then 'learning'
          when c.stability < 21 then 'young'
          else 'mature' end as state
      from private.card_states(me, card_state_counts.lang) c
    )
    select dir.direction, st.state, (select count(*) from card_rows c
                                     where c.direction = dir.direction and c.state = st.state)::integer
    from (select distinct c.direction from card_rows c) dir
    cross join unnest(array['new', 'learning', 'young', 'mature']) with ordinality st(state, ord)
    order by dir.direction = 'recall', st.ord;
end;
$$;
comment on function public.card_state_counts(text) is
  'Active cards by direction and state: new, learning (stability under a day, or the last day began with Again), young (under 21 days), mature.';

revoke execute on function private.in_grace(date, timestamptz, text) from public, anon;
revoke execute on function private.deck_study_days(uuid, text, date, date) from public, anon;
revoke execute on function private.streak_runs(date[], date) from public, anon;
revoke execute on function private.study_streak_on(uuid, text, date) from public, anon;
revoke execute on function private.card_states(uuid, text) from public, anon;
revoke execute on function private.days_until_due(double precision, double precision, double precision) from public, anon;
grant execute on function private.in_grace(date, timestamptz, text) to authenticated, service_role;
grant execute on function private.deck_study_days(uuid, text, date, date) to authenticated, service_role;
grant execute on function private.streak_runs(date[], date) to authenticated, service_role;
grant execute on function private.study_streak_on(uuid, text, date) to authenticated, service_role;
grant execute on function private.card_states(uuid, text) to authenticated, service_role;
grant execute on function private.days_until_due(double precision, double precision, double precision) to authenticated, service_role;

revoke execute on function public.study_days(text, date, date) from public, anon;
revoke execute on function public.study_streak(text) from public, anon;
revoke execute on function public.retention_by_month(text) from public, anon;
revoke execute on function public.due_forecast(text, integer) from public, anon;
revoke execute on function public.card_state_counts(text) from public, anon;
grant execute on function public.study_days(text, date, date) to authenticated, service_role;
grant execute on function public.study_streak(text) to authenticated, service_role;
grant execute on function public.retention_by_month(text) to authenticated, service_role;
grant execute on function public.due_forecast(text, integer) to authenticated, service_role;
grant execute on function public.card_state_counts(text) to authenticated, service_role;
