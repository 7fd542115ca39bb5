-- Fit where the data is (issue #49, item 4). FSRS's benchmark finds one parameter set per
-- learner, fitted on all their decks' reviews, better than a set per deck: a deck's history is
-- smaller. The optimiser now fits the learner's set (learner_schedule), and a deck keeps a set
-- of its own only where its own fit predicted its latest reviews better than the learner's.
--
-- user_deck.fsrs_parameters stays the EFFECTIVE set every read and review RPC uses; which set
-- it is, is user_deck.schedule_source:
--   'default': none (null), the defaults;
--   'learner': a copy of the learner's set, kept in step when that set changes;
--   'deck':    the deck's own set.

create table public.learner_schedule (
  uid uuid primary key default auth.uid() references public.user_profile (uid) on delete cascade,
  fsrs_parameters double precision[] not null
    constraint learner_parameters_within_bounds check (public.fsrs_parameters_are_valid(fsrs_parameters)),
  -- What it was fitted on, counted by the server when it was saved (save_fitted_schedule).
  fitted_reviews integer not null constraint fitted_reviews_positive check (fitted_reviews > 0),
  fitted_decks integer not null constraint fitted_decks_positive check (fitted_decks > 0),
  fitted_at timestamptz not null default now()
);
alter table public.learner_schedule enable row level security;
comment on table public.learner_schedule is
  'The FSRS-6 parameters fitted on all of a learner''s decks'' reviews; written only by save_fitted_schedule.';
-- Read-only to its owner: the set and its counts change together, through the RPC.
create policy "Learners read their own schedule" on public.learner_schedule
  for select to authenticated using (uid = (select auth.uid()));

alter table public.user_deck
  add column schedule_source text not null default 'default'
    constraint schedule_source_is_known check (schedule_source in ('default', 'learner', 'deck')),
  -- The test that chose the deck's set: the deck's latest 20 % of review days (held out), the
  -- log loss there of a set fitted on the deck's earlier reviews alone and of one fitted on
  -- all the learner's other reviews; and how many reviews the deck's own set is fitted on.
  add column held_out_reviews integer,
  add column held_out_deck_log_loss double precision,
  add column held_out_learner_log_loss double precision,
  add column deck_fit_reviews integer,
  -- Named after fsrs_parameters_within_bounds so that a set out of bounds is refused by that name.
  add constraint schedule_source_matches_parameters
    check ((schedule_source = 'default') = (fsrs_parameters is null)),
  add constraint schedule_test_complete check (
    (held_out_reviews is null and held_out_deck_log_loss is null
      and held_out_learner_log_loss is null and deck_fit_reviews is null)
    or (held_out_reviews > 0 and deck_fit_reviews > 0
      and held_out_deck_log_loss >= 0 and held_out_deck_log_loss < 'Infinity'
      and held_out_learner_log_loss >= 0 and held_out_learner_log_loss < 'Infinity'));
comment on column public.user_deck.schedule_source is
  'Which set fsrs_parameters is: ''default'' (none), ''learner'' (a copy of learner_schedule, kept in step) or ''deck'' (its own).';
comment on column public.user_deck.held_out_reviews is
  'Reviews in the deck''s latest 20 % of review days on which its own set and the learner''s were compared (null: not tested).';

-- Decks whose parameters were fitted before this migration keep them as their own.
update public.user_deck set schedule_source = 'deck' where fsrs_parameters is not null;

create or replace function private.learner_parameters(for_uid uuid) returns double precision[]
language sql stable security definer set search_path = '' as $$
  select fsrs_parameters from public.learner_schedule where uid = for_uid
$$;

-- Keeps schedule_source and fsrs_parameters telling the same story, whichever one a write
-- names. Naming the source picks the parameters ('learner' copies the learner's set, 'default'
-- clears them); writing parameters alone (as deck settings did before, and the API still may)
-- makes them the deck's own, or the defaults when null. A test's figures describe the choice
-- save_fitted_schedule made: only it writes them, and any other choice drops them.
create or replace function private.user_deck_schedule_source() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  saving_fit constant boolean := coalesce(current_setting('phrasebook.saving_fit', true), '') = 'on';
  source_named constant boolean := tg_op = 'INSERT' or new.schedule_source is distinct from old.schedule_source;
  parameters_written constant boolean := case when tg_op = 'INSERT' then new.fsrs_parameters is not null
    else new.fsrs_parameters is distinct from old.fsrs_parameters end;
  figures_written constant boolean := case
    when tg_op = 'INSERT' then coalesce(new.held_out_reviews, new.deck_fit_reviews) is not null
      or coalesce(new.held_out_deck_log_loss, new.held_out_learner_log_loss) is not null
    else (new.held_out_reviews, new.held_out_deck_log_loss, new.held_out_learner_log_loss, new.deck_fit_reviews)
      is distinct from (old.held_out_reviews, old.held_out_deck_log_loss, old.held_out_learner_log_loss, old.deck_fit_reviews)
    end;
  learner_set constant double precision[] := private.learner_parameters(new.uid);
begin
  if figures_written and not saving_fit then
    raise exception 'A deck''s schedule test is written only by save_fitted_schedule' using errcode = '42501';
  end if;

  if tg_op = 'INSERT' and new.schedule_source = 'default' then
    -- A new deck has no history of its own: the learner's set, when there is one.
    new.schedule_source := case when parameters_written then 'deck'
      when learner_set is not null then 'learner' else 'default' end;
  elsif tg_op = 'UPDATE' and not source_named and parameters_written then
    new.schedule_source := case when new.fsrs_parameters is null then 'default' else 'deck' end;
  end if;

  if new.schedule_source = 'learner' then
    if learner_set is null then
      raise exception 'There is no schedule fitted to you yet: optimise your schedule first'
        using errcode = '22023';
    end if;
    new.fsrs_parameters := learner_set;
  elsif new.schedule_source = 'default' and not parameters_written then
    new.fsrs_parameters := null;
  end if;

  if not saving_fit and (source_named or parameters_written) then
    new.held_out_reviews := null;
    new.held_out_deck_log_loss := null;
    new.held_out_learner_log_loss := null;
    new.deck_fit_reviews := null;
  end if;
  return new;
end;
$$;

create trigger user_deck_schedule_source before insert or update on public.user_deck
  for each row execute function private.user_deck_schedule_source();

-- Decks on the learner's set follow it: naming the source again copies the set anew.
create or replace function private.learner_schedule_to_decks() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.user_deck set schedule_source = 'learner'
  where uid = new.uid and schedule_source = 'learner'
    and fsrs_parameters is distinct from new.fsrs_parameters;
  return null;
end;
$$;

create trigger learner_schedule_to_decks
  after insert or update of fsrs_parameters on public.learner_schedule
  for each row execute function private.learner_schedule_to_decks();

-- Reviews the optimiser learns from, as countTrainingReviews counts them: every scheduling
-- review (the first of a day) of a card after the card's first.
create or replace function private.training_reviews(for_uid uuid, for_lang text default null)
returns table (reviews integer, decks integer)
language sql stable set search_path = '' as $$
  select (count(*) - count(distinct (r.lang, r.phrase_id, r.direction)))::integer,
    count(distinct r.lang)::integer
  from public.user_card_review r
  where r.uid = for_uid and r.day_first_review and (for_lang is null or r.lang = for_lang)
$$;

-- Deck settings tell a learner how many reviews each deck (and so the learner) has to fit on,
-- before reading them all: the minimum applies to the learner's reviews now.
create or replace function public.training_reviews_per_deck()
returns table (lang text, reviews integer)
language sql stable set search_path = '' as $$
  select r.lang, (count(*) - count(distinct (r.phrase_id, r.direction)))::integer
  from public.user_card_review r
  where r.uid = (select auth.uid()) and r.day_first_review
  group by r.lang
$$;
comment on function public.training_reviews_per_deck() is
  'My reviews the optimiser learns from, per deck: every first review of a day of a card after the card''s first.';

-- Saves what deck settings' optimiser found: the learner's set (fitted on all their decks'
-- reviews) and, for the deck it ran from, the test between the deck's own fit and the
-- learner's on the deck's held-out reviews. The deck takes its own set (`deck_parameters`,
-- fitted on all its reviews) only when that fit won the test; otherwise the learner's.
create or replace function public.save_fitted_schedule(
  lang text,
  learner_parameters double precision[],
  deck_parameters double precision[] default null,
  held_out_reviews integer default null,
  held_out_deck_log_loss double precision default null,
  held_out_learner_log_loss double precision default null)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  me constant uuid := auth.uid();
  for_lang constant text := lang;
  minimum constant integer := 400; -- MIN_REVIEWS_TO_OPTIMISE in packages/domain
  mine record;
  deck_reviews integer;
  tested boolean := held_out_reviews is not null;
  source text;
begin
  if me is null then
    raise exception 'Sign in to save a schedule' using errcode = '42501';
  end if;
  if not exists (select from public.user_deck d where d.uid = me and d.lang = for_lang) then
    raise exception 'You have no "%" deck', for_lang using errcode = 'P0002';
  end if;
  if not public.fsrs_parameters_are_valid(learner_parameters)
      or (deck_parameters is not null and not public.fsrs_parameters_are_valid(deck_parameters)) then
    raise exception 'FSRS parameters must be 21 numbers within the optimiser''s bounds'
      using errcode = '23514', constraint = 'learner_parameters_within_bounds';
  end if;
  select * into mine from private.training_reviews(me);
  if mine.reviews < minimum then
    raise exception 'Your schedule needs at least % reviews of cards you had seen before; you have %',
      minimum, mine.reviews using errcode = '22023';
  end if;
  select t.reviews into deck_reviews from private.training_reviews(me, for_lang) t;
  if tested and deck_reviews < minimum then
    raise exception 'This deck has % reviews of cards you had seen before: a test of its own set needs %',
      deck_reviews, minimum using errcode = '22023';
  end if;
  if deck_parameters is not null and not (tested and held_out_deck_log_loss < held_out_learner_log_loss) then
    raise exception 'A deck keeps its own set only when it predicted the deck''s held-out reviews better than yours'
      using errcode = '22023';
  end if;

  insert into public.learner_schedule (uid, fsrs_parameters, fitted_reviews, fitted_decks)
  values (me, learner_parameters, mine.reviews, mine.decks)
  on conflict (uid) do update set fsrs_parameters = excluded.fsrs_parameters,
    fitted_reviews = excluded.fitted_reviews, fitted_decks = excluded.fitted_decks, fitted_at = now();

  source := case when deck_parameters is null then 'learner' else 'deck' end;
  perform set_config('phrasebook.saving_fit', 'on', true);
  update public.user_deck d set
    schedule_source = source,
    -- The learner's set for 'learner' is the one just stored, as the trigger would copy it.
    fsrs_parameters = coalesce(deck_parameters, learner_parameters),
    held_out_reviews = save_fitted_schedule.held_out_reviews,
    held_out_deck_log_loss = save_fitted_schedule.held_out_deck_log_loss,
    held_out_learner_log_loss = save_fitted_schedule.held_out_learner_log_loss,
    deck_fit_reviews = case when tested then deck_reviews end
  where d.uid = me and d.lang = for_lang;
  perform set_config('phrasebook.saving_fit', '', true);
  return source;
end;
$$;
comment on function public.save_fitted_schedule(text, double precision[], double precision[], integer, double precision, double precision) is
  'Stores the learner''s fitted set and which set the deck uses, by the held-out test (docs/scheduling.md "Optimising").';
revoke execute on function public.save_fitted_schedule(text, double precision[], double precision[], integer, double precision, double precision) from public, anon;
grant execute on function public.save_fitted_schedule(text, double precision[], double precision[], integer, double precision, double precision) to authenticated;
