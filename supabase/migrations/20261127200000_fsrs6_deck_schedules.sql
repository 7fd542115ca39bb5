-- FSRS-6 with a schedule per deck (issue #26). The scheduler takes FSRS-6's 21 parameters;
-- a deck may store its own (fitted by the optimiser in deck settings) and its desired
-- retention. The defaults are the FSRS-5 weights with w19 = 0 and the decay w20 = 0.5, which
-- is exactly the schedule of 20261121233000_create_helpers_and_fsrs.sql: R = (1 + 19/81 t/S)^-0.5,
-- due at R <= 0.9. The conventions there (whole review days, only the first review of a day
-- schedules, rounding where ts-fsrs rounds) hold unchanged, so w17-w19, which FSRS-6 uses
-- only for same-day stability, never enter a computation here; they are stored and checked
-- so that a fitted set can be handed to ts-fsrs whole.

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

-- The review RPCs schedule with the deck's parameters --------------------------------------

create or replace function private.record_review(
  for_uid uuid, for_phrase uuid, for_lang text, on_day date, review_score integer,
  new_id uuid default null, reviewed_at timestamptz default now())
returns public.user_card_review
language plpgsql set search_path = '' as $$
declare
  card public.user_card;
  first_today public.user_card_review;
  prev record;
  nxt record;
  result public.user_card_review;
begin
  if review_score is null or review_score not between 1 and 4 then
    raise exception 'A review score must be 1, 2, 3 or 4' using errcode = '23514', constraint = 'review_score_1_to_4';
  end if;
  -- One writer per card at a time, so "first review of the day" is decided once.
  perform pg_advisory_xact_lock(hashtextextended(for_uid::text || for_phrase::text, 1));

  select c.* into card from public.user_card c where c.uid = for_uid and c.phrase_id = for_phrase;
  if not found then
    raise exception 'This phrase is not a card in your deck' using errcode = 'P0002';
  end if;
  if card.lang <> for_lang then
    raise exception 'This card belongs to your "%" deck, not "%"', card.lang, for_lang using errcode = '22023';
  end if;
  if not exists (select from public.user_deck_review_state s
                 where s.uid = for_uid and s.lang = for_lang and s.day_session = on_day) then
    raise exception 'No review session for % on %: create the day''s user_deck_review_state first', for_lang, on_day
      using errcode = '23503';
  end if;

  select r.* into first_today from public.user_card_review r
  where r.uid = for_uid and r.phrase_id = for_phrase and r.day_session = on_day and r.day_first_review;

  if found then
    -- A second review on the same day is recorded but does not reschedule the card.
    insert into public.user_card_review (id, uid, phrase_id, lang, day_session, score, difficulty, stability,
      review_time_retrievability, day_first_review, created_at, updated_at)
    values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
      first_today.difficulty, first_today.stability, public.fsrs_retrievability(0, first_today.stability),
      false, reviewed_at, reviewed_at)
    returning * into result;
    return result;
  end if;

  select * into prev from private.card_state_before(for_uid, for_phrase, on_day);
  select n.* into nxt
  from private.deck_schedule(for_uid, for_lang) sched,
    private.fsrs_step(prev.difficulty, prev.stability, on_day - prev.day_session, review_score, sched.parameters) n;
  insert into public.user_card_review (id, uid, phrase_id, lang, day_session, score, difficulty, stability,
    review_time_retrievability, day_first_review, created_at, updated_at)
  values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
    nxt.difficulty, nxt.stability, nxt.retrievability, true, reviewed_at, reviewed_at)
  returning * into result;
  return result;
end;
$$;

create or replace function public.update_user_card_review(score integer default null, review_id uuid default null)
returns public.user_card_review
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  rev public.user_card_review;
  prev record;
  nxt record;
begin
  if update_user_card_review.score is null or update_user_card_review.review_id is null then
    raise exception 'Invalid inputs; cannot update' using errcode = '22023';
  end if;
  if update_user_card_review.score not between 1 and 4 then
    raise exception 'A review score must be 1, 2, 3 or 4' using errcode = '23514', constraint = 'review_score_1_to_4';
  end if;
  select r.* into rev from public.user_card_review r where r.id = update_user_card_review.review_id and r.uid = me;
  if not found then
    raise exception 'Review not found' using errcode = 'P0002';
  end if;
  if rev.score = update_user_card_review.score then
    return rev;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(me::text || rev.phrase_id::text, 1));

  if not rev.day_first_review then
    update public.user_card_review r set score = update_user_card_review.score, updated_at = now()
    where r.id = rev.id returning * into rev;
    return rev;
  end if;

  if exists (select from public.user_card_review r
             where r.uid = me and r.phrase_id = rev.phrase_id and r.day_session > rev.day_session) then
    raise exception 'Only the latest day''s review of a card can be changed' using errcode = '22023';
  end if;
  select * into prev from private.card_state_before(me, rev.phrase_id, rev.day_session);
  select n.* into nxt
  from private.deck_schedule(me, rev.lang) sched,
    private.fsrs_step(prev.difficulty, prev.stability, rev.day_session - prev.day_session,
      update_user_card_review.score, sched.parameters) n;
  update public.user_card_review r
  set score = update_user_card_review.score, difficulty = nxt.difficulty, stability = nxt.stability,
    review_time_retrievability = nxt.retrievability, updated_at = now()
  where r.id = rev.id returning * into rev;
  -- Later reviews that day carry the day's state, so they follow the change.
  update public.user_card_review r set difficulty = nxt.difficulty, stability = nxt.stability
  where r.uid = me and r.phrase_id = rev.phrase_id and r.day_session = rev.day_session and not r.day_first_review;
  return rev;
end;
$$;

-- The reads use the deck's decay and desired retention -------------------------------------

-- Columns before `desired_retention` are unchanged; it is appended so a client can tell
-- which cards are due without knowing the deck's schedule.
create or replace view public.user_card_plus with (security_invoker = true) as
  select c.id, c.uid, c.phrase_id, c.lang, c.status, c.created_at, c.updated_at,
    seen.last_reviewed_at,
    seen.count_reviews,
    mem.day_session as last_day_session,
    mem.difficulty,
    mem.stability,
    -- Same rule as scheduling: whole review days since the last scheduling review, today
    -- being the owner's current review day in the time zone on their profile.
    private.fsrs_curve(public.day_session_at(owner.time_zone) - mem.day_session, mem.stability,
      coalesce(deck.fsrs_parameters[21], 0.5)) as retrievability_now,
    coalesce(deck.desired_retention, 0.9) as desired_retention
  from public.user_card c
  left join public.user_profile owner on owner.uid = c.uid
  left join public.user_deck deck on deck.uid = c.uid and deck.lang = c.lang
  left join lateral (
    select max(r.created_at) as last_reviewed_at, count(*)::integer as count_reviews
    from public.user_card_review r where r.uid = c.uid and r.phrase_id = c.phrase_id
  ) seen on true
  left join lateral (
    select r.day_session, r.difficulty, r.stability
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true;
comment on view public.user_card_plus is
  'The caller''s cards with their FSRS state, retrievability today and the deck''s desired retention (due at or below it).';

-- Due means R at or below the deck's desired retention, R on the deck's curve.
create or replace function public.review_day_setup(lang text, day_session date)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  goal integer;
  decay double precision;
  due_at double precision;
  result jsonb;
begin
  if me is null then
    raise exception 'You must be signed in to do this' using errcode = '42501';
  end if;
  if review_day_setup.lang is null or review_day_setup.day_session is null then
    raise exception 'Invalid inputs; cannot set up a review' using errcode = '22023';
  end if;
  select d.daily_review_goal, coalesce(d.fsrs_parameters[21], 0.5), d.desired_retention
  into goal, decay, due_at from public.user_deck d
  where d.uid = me and d.lang = review_day_setup.lang;
  if goal is null then
    return null;
  end if;

  with cards as materialized (
    select * from private.active_cards_before(review_day_setup.lang, review_day_setup.day_session)
  ),
  due as (
    select c.phrase_id,
      private.fsrs_curve(review_day_setup.day_session - c.last_day_session, c.stability, decay) as r
    from cards c
    where c.last_day_session is not null
      and private.fsrs_curve(review_day_setup.day_session - c.last_day_session, c.stability, decay) <= due_at
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
    from accepted a left join public.user_card c on c.uid = me and c.phrase_id = a.phrase_id
    where c.phrase_id is null
      or (c.status = 'active'
        and not exists (select from public.user_card_review r where r.uid = me and r.phrase_id = a.phrase_id))
    order by a.accepted_at, a.phrase_id
    limit goal
  ),
  deck_new as (
    select c.phrase_id, c.created_at
    from cards c
    where not c.reviewed
      and not exists (select from accepted a where a.phrase_id = c.phrase_id)
    order by c.created_at, c.phrase_id
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
    where p.lang = review_day_setup.lang
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
    'count_cards', (select count(*) from public.user_card c where c.uid = me and c.lang = review_day_setup.lang),
    'due', coalesce((select jsonb_agg(d.phrase_id order by d.r, d.phrase_id) from due d), '[]'),
    'recommended', coalesce((select jsonb_agg(x.phrase_id order by x.accepted_at, x.phrase_id) from recommended x), '[]'),
    'deck_new', coalesce((select jsonb_agg(x.phrase_id order by x.created_at, x.phrase_id) from deck_new x), '[]'),
    'library', coalesce((select jsonb_agg(x.phrase_id order by x.created_at desc, x.phrase_id) from library x), '[]')
  ) into result;
  return result;
end;
$$;
comment on function public.review_day_setup(text, date) is
  'Today''s set of one deck before it is fixed: due cards and new-card candidates by source.';

-- The deck's desired retention beside its cards, so a screen that lists them knows which are
-- due. Appended; the columns before it are unchanged.
create or replace view public.user_deck_plus with (security_invoker = true) as
  select d.id, d.uid, d.lang, d.created_at, d.updated_at, d.archived,
    d.daily_review_goal, d.learning_goal, d.theme,
    cards.count_cards, cards.count_active, cards.count_skipped, cards.count_learned,
    reviews.most_recent_review_at,
    reviews.count_reviews_7d,
    reviews.count_reviews_7d_positive,
    l.name as language_name,
    d.desired_retention
  from public.user_deck d
  join public.language l on l.lang = d.lang
  left join lateral (
    select count(*)::integer as count_cards,
      (count(*) filter (where c.status = 'active'))::integer as count_active,
      (count(*) filter (where c.status = 'skipped'))::integer as count_skipped,
      (count(*) filter (where c.status = 'learned'))::integer as count_learned
    from public.user_card c where c.uid = d.uid and c.lang = d.lang
  ) cards on true
  left join lateral (
    select max(r.created_at) as most_recent_review_at,
      (count(*) filter (where r.created_at > now() - interval '7 days'))::integer as count_reviews_7d,
      -- docs/product.md §9: a score of 2 or more counts as positive.
      (count(*) filter (where r.created_at > now() - interval '7 days' and r.score >= 2))::integer
        as count_reviews_7d_positive
    from public.user_card_review r where r.uid = d.uid and r.lang = d.lang
  ) reviews on true;
comment on view public.user_deck_plus is
  'The caller''s decks with card counts by status, recent review activity, the language''s name and the desired retention.';
