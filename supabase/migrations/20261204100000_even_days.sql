-- Even days (issue #49, docs/scheduling.md "Even days"): a deck may opt in to fuzzed and
-- load-balanced intervals. Off by default, so the spec's rule (a card is due once R falls to
-- the deck's desired retention) stays exact until the learner turns it on.
--
-- With `balance_load` on, each scheduling review stores the day its card falls due
-- (`user_card_review.due_day`, set by a trigger on the review row): the interval ts-fsrs would give, fuzzed within FSRS's range
-- with ts-fsrs's generator seeded per card and review, then moved within that range to the
-- day with the fewest of the deck's cards already due (easy days count their load double).
-- The day lives on the review row, so undoing a review restores the day before it, as it
-- restores the memory state. Turned off again, the stored days are ignored.

alter table public.user_deck
  add column balance_load boolean not null default false,
  add column easy_days smallint[] not null default '{}';

create function private.easy_days_are_valid(days smallint[]) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select days is not null and array_position(days, null) is null
    and days <@ '{1,2,3,4,5,6,7}'::smallint[]
    and cardinality(days) = (select count(distinct d) from unnest(days) d)
    and cardinality(days) < 7
$$;
alter table public.user_deck add constraint easy_days_weekdays check (private.easy_days_are_valid(easy_days));
comment on column public.user_deck.balance_load is
  'Fuzz and balance this deck''s intervals (docs/scheduling.md "Even days"); off keeps the spec''s due rule exact.';
comment on column public.user_deck.easy_days is
  'ISO weekdays (1 = Monday) given less work when balancing; at most six, each once.';

alter table public.user_card_review add column due_day date
  constraint due_day_after_review check (due_day is null or due_day > day_session);
comment on column public.user_card_review.due_day is
  'The day the card falls due after this review, when its deck balanced it; null under the spec''s rule.';
create index user_card_review_due_day_idx on public.user_card_review (uid, lang, due_day)
  where due_day is not null;

-- ts-fsrs's generator (Alea, seeded through its Mash hash): its first number for a seed. Only
-- additions, multiplications and floors of doubles, so SQL and JavaScript agree to the bit.
create function private.alea_first(seed text) returns double precision
language plpgsql immutable strict parallel safe set search_path = '' as $$
declare
  two32 constant double precision := 4294967296;
  mash_k constant double precision := 0.02519603282416938;
  to_unit constant double precision := 2.3283064365386963e-10;
  n double precision := 4022871197;
  h double precision;
  hashes double precision[] := '{}';
  data text;
  i integer;
  s0 double precision;
  t double precision;
begin
  foreach data in array array[' ', ' ', ' ', seed] loop
    for i in 1 .. length(data) loop
      n := n + ascii(substr(data, i, 1));
      h := mash_k * n;
      n := floor(h) - two32 * floor(floor(h) / two32);
      h := h - n;
      h := h * n;
      n := floor(h) - two32 * floor(floor(h) / two32);
      h := h - n;
      n := n + h * two32;
    end loop;
    hashes := hashes || ((floor(n) - two32 * floor(floor(n) / two32)) * to_unit);
  end loop;
  s0 := hashes[1] - hashes[4];
  if s0 < 0 then
    s0 := s0 + 1;
  end if;
  t := 2091639 * s0 + to_unit;
  return t - trunc(t);
end;
$$;

-- JavaScript's Math.round for the positive numbers met here.
create function private.js_round(x double precision) returns integer
language sql immutable parallel safe as $$
  select floor(x + 0.5::double precision)::integer
$$;

-- ts-fsrs's interval for a stability at a retention (next_interval without fuzz): whole days,
-- from 1 to ts-fsrs's maximum of 36,500.
create function private.fsrs_interval(stability double precision, decay double precision,
  desired_retention double precision) returns integer
language sql immutable parallel safe as $$
  select least(greatest(1, private.js_round(stability * private.round8(
    (power(desired_retention, 1 / -decay) - 1)
      / private.round8(exp((1 / -decay) * ln(0.9::double precision)) - 1)))), 36500)
$$;

-- ts-fsrs's get_fuzz_range: the days an interval may be moved to.
create function private.fuzz_range(interval_days integer, elapsed_days integer,
  out min_days integer, out max_days integer)
language plpgsql immutable parallel safe as $$
declare
  delta double precision := 1;
begin
  delta := delta + 0.15::double precision * greatest(least(interval_days, 7) - 2.5::double precision, 0);
  delta := delta + 0.1::double precision * greatest(least(interval_days, 20) - 7::double precision, 0);
  delta := delta + 0.05::double precision * greatest(interval_days - 20::double precision, 0);
  min_days := greatest(2, private.js_round(least(interval_days, 36500) - delta));
  max_days := least(private.js_round(least(interval_days, 36500) + delta), 36500);
  if interval_days > elapsed_days then
    min_days := greatest(min_days, elapsed_days + 1);
  end if;
  min_days := least(min_days, max_days);
end;
$$;

-- The fuzzed interval ts-fsrs gives with enable_fuzz and this seed.
create function private.fuzzed_interval(interval_days integer, elapsed_days integer, seed text)
returns integer
language sql immutable parallel safe as $$
  select case when interval_days < 2.5 then interval_days
    else floor(private.alea_first(seed) * (r.max_days - r.min_days + 1) + r.min_days)::integer end
  from private.fuzz_range(interval_days, elapsed_days) r
$$;

-- Within [min_days, max_days], the interval whose day has the least load (`loads[i]` is the
-- load min_days + i - 1 days ahead; an easy day's counts double, plus one); ties go to the
-- day nearest the fuzzed interval, then the earlier. packages/domain's leastLoadedInterval
-- is the same rule, and a test holds them together.
create function private.least_loaded_interval(min_days integer, max_days integer,
  fuzzed integer, loads integer[], easy boolean[])
returns integer
language sql immutable parallel safe as $$
  select min_days + g.i
  from generate_series(0, max_days - min_days) g(i)
  order by case when coalesce(easy[g.i + 1], false) then 2 * coalesce(loads[g.i + 1], 0) + 1
      else coalesce(loads[g.i + 1], 0) end,
    abs(min_days + g.i - fuzzed), g.i
  limit 1
$$;

-- The day a card falls due: its stored day when the deck balances and the card has one,
-- otherwise the first day its curve reaches the desired retention (the spec's rule).
create function private.card_due_on(last_day date, stability double precision, due_day date,
  decay double precision, desired_retention double precision, balanced boolean)
returns date
language sql immutable parallel safe as $$
  select case when last_day is null then null
    when balanced and due_day is not null then due_day
    else last_day + private.days_until_due(stability, decay, desired_retention) end
$$;

-- Whether a reviewed card is due on a day. The spec's rule compares R itself, as it always has.
create function private.card_is_due(on_day date, last_day date, stability double precision,
  due_day date, decay double precision, desired_retention double precision, balanced boolean)
returns boolean
language sql immutable parallel safe as $$
  select case when last_day is null then false
    when balanced and due_day is not null then on_day >= due_day
    else private.fsrs_curve(on_day - last_day, stability, decay) <= desired_retention end
$$;

-- How many of a deck's active cards fall due on each day of a range, one card left out (the
-- one being rescheduled).
create function private.deck_due_load(for_uid uuid, for_lang text, from_day date, to_day date,
  except_phrase uuid, except_direction text)
returns table (day date, cards integer)
language sql stable set search_path = '' as $$
  select due.day, count(*)::integer
  from public.user_deck d
  join public.user_card c on c.uid = d.uid and c.lang = d.lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
  cross join lateral (
    select r.day_session, r.stability, r.due_day
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem
  cross join lateral (
    select private.card_due_on(mem.day_session, mem.stability, mem.due_day,
      coalesce(d.fsrs_parameters[21], 0.5), d.desired_retention, true) as day
  ) due
  where d.uid = for_uid and d.lang = for_lang
    and not (c.phrase_id = except_phrase and c.direction = except_direction)
    and due.day between from_day and to_day
  group by due.day
$$;

-- The day a card reviewed on `on_day` falls due in a balancing deck, or null when the deck
-- does not balance. `reps` counts the card's scheduling reviews including this one: with the
-- card's id it seeds the fuzz, as ts-fsrs's card-id seed strategy does.
create function private.balanced_due_day(for_uid uuid, for_lang text, card_id uuid,
  for_phrase uuid, for_direction text, on_day date, elapsed_days integer,
  stability double precision)
returns date
language plpgsql stable set search_path = '' as $$
declare
  deck public.user_deck;
  reps integer;
  base integer;
  fuzzed integer;
  range record;
  loads integer[];
  easy boolean[];
begin
  select d.* into deck from public.user_deck d where d.uid = for_uid and d.lang = for_lang;
  if not found or not deck.balance_load then
    return null;
  end if;
  base := private.fsrs_interval(stability, coalesce(deck.fsrs_parameters[21], 0.5), deck.desired_retention);
  if base < 2.5 then
    return on_day + base;
  end if;
  select count(*)::integer + 1 into reps from public.user_card_review r
  where r.uid = for_uid and r.phrase_id = for_phrase and r.direction = for_direction
    and r.day_first_review and r.day_session < on_day;
  fuzzed := private.fuzzed_interval(base, elapsed_days, card_id::text || reps::text);
  select * into range from private.fuzz_range(base, elapsed_days);
  select array_agg(coalesce(l.cards, 0) order by g.i),
    array_agg(extract(isodow from on_day + g.i)::smallint = any (deck.easy_days) order by g.i)
  into loads, easy
  from generate_series(range.min_days, range.max_days) g(i)
  left join private.deck_due_load(for_uid, for_lang, on_day + range.min_days, on_day + range.max_days,
    for_phrase, for_direction) l on l.day = on_day + g.i;
  return on_day + private.least_loaded_interval(range.min_days, range.max_days, fuzzed, loads, easy);
end;
$$;

-- A scheduling review of a balancing deck gets its due day from the review row itself, so
-- every writer (the review RPCs, a changed score, the seed) gives the same day: on insert,
-- unless a day is given (the seed's or a test's history); on update, when the score or the
-- state changed (update_user_card_review), the day is balanced again with the new state.
create function private.set_balanced_due_day() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not new.day_first_review
     or (tg_op = 'INSERT' and new.due_day is not null)
     or (tg_op = 'UPDATE' and new.score = old.score and new.stability is not distinct from old.stability) then
    return new;
  end if;
  new.due_day := private.balanced_due_day(new.uid, new.lang,
    (select c.id from public.user_card c
     where c.uid = new.uid and c.phrase_id = new.phrase_id and c.direction = new.direction),
    new.phrase_id, new.direction, new.day_session,
    coalesce(new.day_session - (select prev.day_session
      from private.card_state_before(new.uid, new.phrase_id, new.day_session, new.direction) prev), 0),
    new.stability);
  return new;
end;
$$;
create trigger user_card_review_balanced_due_day before insert or update on public.user_card_review
  for each row execute function private.set_balanced_due_day();

-- Every read that decides "due" goes through card_is_due / card_due_on.
drop function private.active_cards_before(text, date);
create function private.active_cards_before(for_lang text, on_day date)
returns table (phrase_id uuid, direction text, created_at timestamptz, reviewed boolean,
  last_day_session date, stability double precision, due_day date)
language sql stable security invoker set search_path = '' as $$
  select c.phrase_id, c.direction, c.created_at,
    case when mem.day_session is not null then true
      else exists (select from public.user_card_review r
                   where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction) end,
    mem.day_session, mem.stability, mem.due_day
  from public.user_card c
  join public.user_deck d on d.uid = c.uid and d.lang = c.lang
  left join lateral (
    select r.day_session, r.stability, r.due_day
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction
      and r.day_first_review and r.day_session < on_day
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where c.uid = (select auth.uid()) and c.lang = for_lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
$$;
revoke execute on function private.active_cards_before(text, date) from public, anon;
grant execute on function private.active_cards_before(text, date) to authenticated, service_role;

-- review_day_setup reads due_day through private.card_is_due in
-- 20261204100100_catch_up_plan.sql, which rewrites it for catch-up plans as well.

create or replace function private.due_phrase_count(for_uid uuid, for_lang text, on_day date) returns integer
language sql stable set search_path = '' as $$
  select count(distinct c.phrase_id)::integer
  from public.user_deck d
  join public.user_card c on c.uid = d.uid and c.lang = d.lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
  cross join lateral (
    select r.day_session, r.stability, r.due_day
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction
      and r.day_first_review and r.day_session < on_day
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem
  where d.uid = for_uid and d.lang = for_lang
    and private.card_is_due(on_day, mem.day_session, mem.stability, mem.due_day,
      coalesce(d.fsrs_parameters[21], 0.5), d.desired_retention, d.balance_load)
$$;

drop function private.card_states(uuid, text);
create function private.card_states(for_uid uuid, for_lang text)
returns table (lang text, phrase_id uuid, direction text, last_day date, stability double precision,
  last_score smallint, decay double precision, desired_retention double precision, due_on date)
language sql stable as $$
  select c.lang, c.phrase_id, c.direction, mem.day_session, mem.stability, mem.score,
    coalesce(d.fsrs_parameters[21], 0.5), d.desired_retention,
    private.card_due_on(mem.day_session, mem.stability, mem.due_day, coalesce(d.fsrs_parameters[21], 0.5),
      d.desired_retention, d.balance_load)
  from public.user_deck d
  join public.user_card c on c.uid = d.uid and c.lang = d.lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
  left join lateral (
    select r.day_session, r.stability, r.score, r.due_day
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where d.uid = for_uid and (d.lang = for_lang or (for_lang is null and not d.archived))
$$;
revoke execute on function private.card_states(uuid, text) from public, anon;
grant execute on function private.card_states(uuid, text) to authenticated, service_role;

create or replace function public.due_forecast(lang text default null, days integer default 30)
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
      select greatest(c.due_on, today) as day, count(*)::integer as due
      from private.card_states(me, due_forecast.lang) c
      where c.due_on is not null
      group by 1
    )
    select today + g.i, coalesce(x.due, 0)
    from generate_series(0, due_forecast.days - 1) g(i)
    left join due_on x on x.day = today + g.i
    order by 1;
end;
$$;

-- The cards view says when each card falls due and whether it is due today, so every screen
-- counts what the review day will hold.
create or replace view public.user_card_plus with (security_invoker = true) as
  select c.id, c.uid, c.phrase_id, c.lang, c.status, c.created_at, c.updated_at,
    seen.last_reviewed_at,
    seen.count_reviews,
    mem.day_session as last_day_session,
    mem.difficulty,
    mem.stability,
    private.fsrs_curve(today.day - mem.day_session, mem.stability,
      coalesce(deck.fsrs_parameters[21], 0.5)) as retrievability_now,
    coalesce(deck.desired_retention, 0.9) as desired_retention,
    c.direction,
    private.card_due_on(mem.day_session, mem.stability, mem.due_day,
      coalesce(deck.fsrs_parameters[21], 0.5), coalesce(deck.desired_retention, 0.9),
      coalesce(deck.balance_load, false)) as due_on,
    private.card_is_due(today.day, mem.day_session, mem.stability, mem.due_day,
      coalesce(deck.fsrs_parameters[21], 0.5), coalesce(deck.desired_retention, 0.9),
      coalesce(deck.balance_load, false)) as due_now
  from public.user_card c
  left join public.user_profile owner on owner.uid = c.uid
  cross join lateral (select public.day_session_at(owner.time_zone) as day) today
  left join public.user_deck deck on deck.uid = c.uid and deck.lang = c.lang
  left join lateral (
    select max(r.created_at) as last_reviewed_at, count(*)::integer as count_reviews
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction
  ) seen on true
  left join lateral (
    select r.day_session, r.difficulty, r.stability, r.due_day
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where c.direction = 'recognise' or deck.recall_enabled;
comment on view public.user_card_plus is
  'The caller''s cards, one row per direction (recall only while the deck has recall on), with that direction''s FSRS state, retrievability today, the deck''s desired retention, the day it falls due and whether it is due today.';

revoke execute on function private.easy_days_are_valid(smallint[]) from public, anon;
revoke execute on function private.alea_first(text) from public, anon;
revoke execute on function private.js_round(double precision) from public, anon;
revoke execute on function private.fsrs_interval(double precision, double precision, double precision) from public, anon;
revoke execute on function private.fuzz_range(integer, integer) from public, anon;
revoke execute on function private.fuzzed_interval(integer, integer, text) from public, anon;
revoke execute on function private.least_loaded_interval(integer, integer, integer, integer[], boolean[]) from public, anon;
revoke execute on function private.card_due_on(date, double precision, date, double precision, double precision, boolean) from public, anon;
revoke execute on function private.card_is_due(date, date, double precision, date, double precision, double precision, boolean) from public, anon;
revoke execute on function private.deck_due_load(uuid, text, date, date, uuid, text) from public, anon, authenticated;
revoke execute on function private.balanced_due_day(uuid, text, uuid, uuid, text, date, integer, double precision) from public, anon, authenticated;
revoke execute on function private.set_balanced_due_day() from public, anon, authenticated;
grant execute on function private.easy_days_are_valid(smallint[]) to authenticated, service_role;
grant execute on function private.alea_first(text) to authenticated, service_role;
grant execute on function private.js_round(double precision) to authenticated, service_role;
grant execute on function private.fsrs_interval(double precision, double precision, double precision) to authenticated, service_role;
grant execute on function private.fuzz_range(integer, integer) to authenticated, service_role;
grant execute on function private.fuzzed_interval(integer, integer, text) to authenticated, service_role;
grant execute on function private.least_loaded_interval(integer, integer, integer, integer[], boolean[]) to authenticated, service_role;
grant execute on function private.card_due_on(date, double precision, date, double precision, double precision, boolean) to authenticated, service_role;
grant execute on function private.card_is_due(date, date, double precision, date, double precision, double precision, boolean) to authenticated, service_role;
