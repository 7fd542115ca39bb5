-- Extensions, the private schema for functions the API must not expose, day sessions and
-- the FSRS-5 scheduler. Everything later builds on these.

create extension if not exists pgcrypto with schema extensions;

-- Helpers for triggers, policies, views and RPCs. PostgREST exposes only `public`, so these
-- cannot be called through the API; the API roles still need usage because policies and
-- invoker views run as them.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;
comment on schema private is 'Internal helpers for triggers, policies and RPCs; not exposed through the API.';

-- The small SQL helpers below carry no `set search_path`: a SET clause stops Postgres from
-- inlining a SQL function, and views call them once per card. They run with the caller's
-- rights, name every object with its schema, and use only built-ins from pg_catalog, which
-- is always searched first.

-- Time zones -------------------------------------------------------------------------------

create or replace function public.is_valid_time_zone(tz text) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  if tz is null or tz = '' then
    return false;
  end if;
  perform now() at time zone tz;
  return true;
exception when others then
  return false;
end;
$$;
comment on function public.is_valid_time_zone(text) is
  'True when Postgres knows the IANA time zone name (used by the user_profile check).';

-- Day sessions -----------------------------------------------------------------------------
-- A review day rolls over at 04:00 local time (docs/product.md §9: "today is shifted back 4 hours"):
-- take the wall-clock time in the user's zone, subtract four hours, keep the date. A review
-- at 03:59 on the 10th belongs to the 9th; at 04:01 to the 10th. Across a DST change the
-- rule still reads the local wall clock, so the boundary stays at 04:00 local.
create or replace function public.day_session_at(tz text, at_time timestamptz default now())
returns date
language sql stable as $$
  select ((at_time at time zone coalesce(nullif(tz, ''), 'UTC')) - interval '4 hours')::date
$$;
comment on function public.day_session_at(text, timestamptz) is
  'The review day (YYYY-MM-DD) that a moment belongs to in a time zone: local time minus 4 hours.';

-- FSRS-5 --------------------------------------------------------------------------------
-- Convention shared with the client (ts-fsrs is the reference implementation):
--   * weights: FSRS-5 defaults (below), fixed decay 0.5, so R = (1 + 19/81 * t / S) ^ -0.5;
--     a card is due when R <= 0.9.
--   * t, the elapsed time, is counted in review days: the difference between two
--     day_session dates (see day_session_at), as Anki counts days. Never fractions of a day.
--   * only the first review of a card on a day session schedules it. A later review on the
--     same day (the "again" pass) is recorded but keeps that day's difficulty and stability,
--     so t is always >= 1 between scheduling reviews and the short-term formula never applies.
--   * every intermediate value is rounded to 8 decimals exactly where ts-fsrs rounds, so the
--     two agree to well under 1e-6.

create or replace function public.fsrs_weights() returns double precision[]
language sql immutable parallel safe as $$
  select array[
    0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192,
    1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621
  ]::double precision[]
$$;
comment on function public.fsrs_weights() is 'FSRS-5 default weights w0..w18 (array index = w + 1).';

create or replace function private.round8(x double precision) returns double precision
language sql immutable parallel safe as $$
  -- JavaScript Math.round semantics (half up), as ts-fsrs roundTo(x, 8) uses.
  select floor(x * 1e8::double precision + 0.5::double precision) / 1e8::double precision
$$;

create or replace function public.fsrs_retrievability(elapsed_days double precision, stability double precision)
returns double precision
language sql immutable parallel safe as $$
  select case
    when stability is null or elapsed_days is null or stability <= 0 then null
    else private.round8(power(1 + (19.0::double precision / 81.0) * greatest(elapsed_days, 0) / stability, -0.5))
  end
$$;
comment on function public.fsrs_retrievability(double precision, double precision) is
  'FSRS-5 forgetting curve R = (1 + 19/81 * t/S)^-0.5, t in review days.';

create or replace function private.fsrs_init_difficulty(score integer) returns double precision
language sql immutable parallel safe as $$
  select private.round8(w[5] - exp((score - 1) * w[6]) + 1) from (select public.fsrs_weights() as w) p
$$;

create or replace function private.fsrs_clamp(x double precision, lo double precision, hi double precision)
returns double precision
language sql immutable parallel safe as $$
  select least(greatest(x, lo), hi)
$$;

create or replace function public.fsrs_first_state(score integer, out difficulty double precision, out stability double precision)
language sql immutable parallel safe as $$
  select private.fsrs_clamp(private.fsrs_init_difficulty(score), 1, 10), greatest(w[score], 0.1)
  from (select public.fsrs_weights() as w) p
$$;
comment on function public.fsrs_first_state(integer) is 'FSRS-5 difficulty and stability after the first review with a score 1..4.';

-- The next memory state of a card already reviewed: difficulty d and stability s from its
-- previous scheduling review, t whole review days later, scored `score` (1 again .. 4 easy).
create or replace function public.fsrs_next_state(
  d double precision, s double precision, elapsed_days integer, score integer,
  out difficulty double precision, out stability double precision, out retrievability double precision)
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  w constant double precision[] := public.fsrs_weights();
  r double precision;
  next_d double precision;
  s_fail double precision;
begin
  if score is null or score < 1 or score > 4 then
    raise exception 'FSRS score must be 1, 2, 3 or 4' using errcode = '22023';
  end if;
  if d is null or s is null then
    select f.difficulty, f.stability into difficulty, stability from public.fsrs_first_state(score) f;
    retrievability := null;
    return;
  end if;
  if elapsed_days is null or elapsed_days < 0 then
    raise exception 'FSRS elapsed days must be zero or more' using errcode = '22023';
  end if;

  r := public.fsrs_retrievability(elapsed_days, s);
  retrievability := r;

  -- Difficulty: linear damping towards 10, then mean reversion to D0(easy).
  next_d := d + private.round8(-w[7] * (score - 3) * (10 - d) / 9);
  difficulty := private.fsrs_clamp(
    private.round8(w[8] * private.fsrs_init_difficulty(4) + (1 - w[8]) * next_d), 1, 10);

  if score = 1 then
    s_fail := private.round8(private.fsrs_clamp(
      w[12] * power(d, -w[13]) * (power(s + 1, w[14]) - 1) * exp((1 - r) * w[15]), 0.001, 36500));
    stability := private.fsrs_clamp(private.round8(s / exp(w[18] * w[19])), 0.001, s_fail);
  else
    stability := private.round8(private.fsrs_clamp(
      s * (1 + exp(w[9]) * (11 - d) * power(s, -w[10]) * (exp((1 - r) * w[11]) - 1)
        * (case when score = 2 then w[16] else 1 end)
        * (case when score = 4 then w[17] else 1 end)),
      0.001, 36500));
  end if;
end;
$$;
comment on function public.fsrs_next_state(double precision, double precision, integer, integer) is
  'FSRS-5 step: new difficulty and stability after a review t review days after the last one, and R at review time.';

-- Parity checks feed thousands of histories in one call instead of one round trip each:
-- [{"id": 1, "reviews": [{"t": 0, "score": 3}, {"t": 4, "score": 1}, ...]}, ...]
create or replace function private.fsrs_replay(histories jsonb)
returns table (history_id integer, step integer, difficulty double precision, stability double precision)
language plpgsql immutable set search_path = '' as $$
declare
  h jsonb;
  rv jsonb;
  d double precision;
  s double precision;
  i integer;
begin
  for h in select value from jsonb_array_elements(histories) loop
    d := null; s := null; i := 0;
    for rv in select value from jsonb_array_elements(h -> 'reviews') loop
      select n.difficulty, n.stability into d, s
      from public.fsrs_next_state(d, s, (rv ->> 't')::integer, (rv ->> 'score')::integer) n;
      history_id := (h ->> 'id')::integer; step := i;
      difficulty := d; stability := s;
      return next;
      i := i + 1;
    end loop;
  end loop;
end;
$$;
comment on function private.fsrs_replay(jsonb) is 'Replays many review histories through fsrs_next_state (used by the parity test).';
