-- A catch-up plan's day never counted toward a streak: its set holds the plan's daily cap of
-- the due cards (20261204100100), while due_at_start counts the whole backlog (the plan's end
-- needs that count), so emptying the day's set did not empty 'the day's due queue', and a cap
-- under the daily goal missed the goal too. On a day a plan was open the queue to empty is
-- the cap, when that is smaller. A plan ended on a day caps that day too: the learner may
-- have ended it after its set was made. Otherwise as 20261203100100_study_stats.sql.
create or replace function private.deck_study_days(for_uid uuid, for_lang text, from_day date, to_day date)
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
      (select least(s.due_at_start, (
         select min(c.daily_cap) from public.catch_up_plan c
         where c.uid = for_uid and c.lang = x.lang and c.started_on <= x.day_session
           and coalesce(c.finished_on, c.ended_on, 'infinity') >= x.day_session))
       from public.user_deck_review_state s
       where s.uid = for_uid and s.lang = x.lang and s.day_session = x.day_session) as due_at_start
    from days x
  )
  select y.lang, y.day_session, y.reviews, y.cards, y.duration_ms,
    y.cards_in_time >= y.goal, y.due_in_time >= y.due_at_start,
    y.cards_in_time >= 2 and (y.cards_in_time >= y.goal or y.due_in_time >= y.due_at_start)
  from decided y
$$;
