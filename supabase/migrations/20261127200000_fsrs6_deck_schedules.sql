-- FSRS-6 with a schedule per deck (issue #26). The scheduler takes FSRS-6's 21 parameters;
-- a deck may store its own (fitted by the optimiser in deck settings) and its desired
-- retention. The defaults are the FSRS-5 weights with w19 = 0 and the decay w20 = 0.5, which
-- is exactly the schedule of 20261121233000_create_helpers_and_fsrs.sql: R = (1 + 19/81 t/S)^-0.5,
-- due at R <= 0.9. The conventions there (whole review days, only the first review of a day
-- schedules, rounding where ts-fsrs rounds) hold unchanged, so w17-w19, which FSRS-6 uses
-- only for same-day stability, never enter a computation here; they are stored and checked
-- so that a fitted set can be handed to ts-fsrs whole. The review RPCs and the reads take
-- up the deck's schedule in the two migrations after this one.

create or replace function public.fsrs_default_parameters() returns double precision[]
language sql immutable parallel safe as $$
  select public.fsrs_weights() || array[0, 0.5]::double precision[]
$$;
comment on function public.fsrs_default_parameters() is
  'FSRS-6 parameters w0..w20 that reproduce FSRS-5: its default weights, w19 = 0, decay w20 = 0.5.';

-- The optimiser's bounds: fsrs-rs clips every fitted parameter to these (ts-fsrs clamps to the
-- same), so a set outside them did not come from an optimiser and is refused.
create or replace function public.fsrs_parameter_bounds(out lower_bounds double precision[], out upper_bounds double precision[])
language sql immutable parallel safe as $$
  select
    array[0.001, 0.001, 0.001, 0.001, 1, 0.001, 0.001, 0.001, 0, 0, 0.001,
          0.001, 0.001, 0.001, 0, 0, 1, 0, 0, 0, 0.1]::double precision[],
    array[100, 100, 100, 100, 10, 4, 4, 0.75, 4.5, 0.8, 3.5,
          5, 0.25, 0.9, 4, 1, 6, 2, 2, 0.8, 0.8]::double precision[]
$$;
comment on function public.fsrs_parameter_bounds() is
  'Lowest and highest value of each FSRS-6 parameter w0..w20 an optimiser may produce.';

create or replace function public.fsrs_parameters_are_valid(w double precision[]) returns boolean
language sql immutable parallel safe as $$
  -- NaN sorts above every number and infinities lie outside the bounds, so both fail.
  select w is not null and array_ndims(w) = 1 and cardinality(w) = 21
    and not exists (
      select from unnest(w, b.lower_bounds, b.upper_bounds) as p(x, lo, hi)
      where x is null or x < lo or x > hi)
  from public.fsrs_parameter_bounds() b
$$;
comment on function public.fsrs_parameters_are_valid(double precision[]) is
  'True for 21 finite FSRS-6 parameters, each within the optimiser''s bounds.';

alter table public.user_deck
  add column fsrs_parameters double precision[]
    constraint fsrs_parameters_within_bounds
      check (fsrs_parameters is null or public.fsrs_parameters_are_valid(fsrs_parameters)),
  add column desired_retention double precision not null default 0.9
    constraint desired_retention_70_to_97 check (desired_retention between 0.7 and 0.97);
comment on column public.user_deck.fsrs_parameters is
  'FSRS-6 parameters w0..w20 fitted to this deck''s reviews; null = public.fsrs_default_parameters().';
comment on column public.user_deck.desired_retention is
  'Retrievability at which a card of this deck falls due (0.70-0.97; the spec''s 0.9 by default).';

-- Generalised formulas ----------------------------------------------------------------------

-- The curve's factor makes R = 0.9 when t = S: 0.9^(-1/decay) - 1, rounded as ts-fsrs rounds
-- it. For FSRS-5's decay it stays the exact 19/81 that the spec writes.
create or replace function private.fsrs_factor(decay double precision) returns double precision
language sql immutable parallel safe as $$
  select case when decay = 0.5 then 19.0::double precision / 81.0
    else private.round8(exp(ln(0.9::double precision) / -decay) - 1) end
$$;

create or replace function private.fsrs_curve(elapsed_days double precision, stability double precision, decay double precision)
returns double precision
language sql immutable parallel safe as $$
  select case
    when stability is null or elapsed_days is null or stability <= 0 then null
    else private.round8(power(1 + private.fsrs_factor(decay) * greatest(elapsed_days, 0) / stability, -decay))
  end
$$;

create or replace function public.fsrs_retrievability(elapsed_days double precision, stability double precision)
returns double precision
language sql immutable parallel safe as $$
  select private.fsrs_curve(elapsed_days, stability, 0.5)
$$;

-- One scheduling step with parameters w (array index = w + 1), as fsrs_next_state describes.
create or replace function private.fsrs_step(
  d double precision, s double precision, elapsed_days integer, score integer, w double precision[],
  out difficulty double precision, out stability double precision, out retrievability double precision)
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  r double precision;
  easy_d0 double precision;
  next_d double precision;
  s_fail double precision;
begin
  if score is null or score < 1 or score > 4 then
    raise exception 'FSRS score must be 1, 2, 3 or 4' using errcode = '22023';
  end if;
  if not public.fsrs_parameters_are_valid(w) then
    raise exception 'FSRS parameters must be 21 numbers within the optimiser''s bounds' using errcode = '22023';
  end if;
  if d is null or s is null then
    difficulty := private.fsrs_clamp(private.round8(w[5] - exp((score - 1) * w[6]) + 1), 1, 10);
    stability := greatest(w[score], 0.1);
    retrievability := null;
    return;
  end if;
  if elapsed_days is null or elapsed_days < 0 then
    raise exception 'FSRS elapsed days must be zero or more' using errcode = '22023';
  end if;

  r := private.fsrs_curve(elapsed_days, s, w[21]);
  retrievability := r;

  -- Difficulty: linear damping towards 10, then mean reversion to D0(easy).
  easy_d0 := private.round8(w[5] - exp(3 * w[6]) + 1);
  next_d := d + private.round8(-w[7] * (score - 3) * (10 - d) / 9);
  difficulty := private.fsrs_clamp(private.round8(w[8] * easy_d0 + (1 - w[8]) * next_d), 1, 10);

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

-- The spec's scheduler is the step with the default parameters.
create or replace function public.fsrs_next_state(
  d double precision, s double precision, elapsed_days integer, score integer,
  out difficulty double precision, out stability double precision, out retrievability double precision)
language sql immutable parallel safe as $$
  select * from private.fsrs_step(d, s, elapsed_days, score, public.fsrs_default_parameters())
$$;

-- A deck's schedule: its parameters (the defaults when it has none) and desired retention.
create or replace function private.deck_schedule(for_uid uuid, for_lang text,
  out parameters double precision[], out desired_retention double precision)
language sql stable set search_path = '' as $$
  select coalesce(d.fsrs_parameters, public.fsrs_default_parameters()), coalesce(d.desired_retention, 0.9)
  from (select 1) one
  left join public.user_deck d on d.uid = for_uid and d.lang = for_lang
$$;

-- Parity checks replay thousands of histories per call, now with a parameter set.
drop function private.fsrs_replay(jsonb);
create function private.fsrs_replay(histories jsonb, w double precision[] default null)
returns table (history_id integer, step integer, difficulty double precision, stability double precision)
language plpgsql immutable set search_path = '' as $$
declare
  params constant double precision[] := coalesce(w, public.fsrs_default_parameters());
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
      from private.fsrs_step(d, s, (rv ->> 't')::integer, (rv ->> 'score')::integer, params) n;
      history_id := (h ->> 'id')::integer; step := i;
      difficulty := d; stability := s;
      return next;
      i := i + 1;
    end loop;
  end loop;
end;
$$;
comment on function private.fsrs_replay(jsonb, double precision[]) is
  'Replays many review histories through the FSRS-6 step with parameters w (null = defaults); used by the parity test.';
