-- Progress and streaks (issue #48), part 1: what the stats read that reviews did not keep.
--
-- - A review keeps the time spent on its card in the session (duration_ms), capped at one
--   minute so an idle tab does not count as study.
-- - A deck's review day keeps how many phrases were due when it started (due_at_start), so
--   "the learner emptied the day's due queue" is decided by the server's count, fixed when
--   the day began, and not by anything the client sends later.
-- The study-day rule built on these is in 20261203100100_study_stats.sql.

alter table public.user_card_review
  add column duration_ms integer
    constraint review_duration_0_to_60000 check (duration_ms between 0 and 60000);
comment on column public.user_card_review.duration_ms is
  'Time on the card in the session, in ms, at most 60000 (an idle tab does not count); null for reviews made before it was measured.';

drop function private.record_review(uuid, uuid, text, date, integer, uuid, timestamptz, text);
create function private.record_review(
  for_uid uuid, for_phrase uuid, for_lang text, on_day date, review_score integer,
  new_id uuid default null, reviewed_at timestamptz default now(), for_direction text default 'recognise',
  review_duration_ms integer default null)
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
  perform private.require_direction(for_direction);
  -- One writer per card at a time, so "first review of the day" is decided once.
  perform pg_advisory_xact_lock(hashtextextended(for_uid::text || for_phrase::text || for_direction, 1));

  select c.* into card from public.user_card c
  where c.uid = for_uid and c.phrase_id = for_phrase and c.direction = for_direction;
  if not found then
    if for_direction = 'recall' and exists (select from public.user_card c
        where c.uid = for_uid and c.phrase_id = for_phrase) then
      raise exception 'This phrase has no recall card in your deck' using errcode = 'P0002';
    end if;
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
  where r.uid = for_uid and r.phrase_id = for_phrase and r.direction = for_direction
    and r.day_session = on_day and r.day_first_review;

  if found then
    -- A second review on the same day is recorded but does not reschedule the card.
    insert into public.user_card_review (id, uid, phrase_id, lang, day_session, score, difficulty, stability,
      review_time_retrievability, day_first_review, created_at, updated_at, direction, duration_ms)
    values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
      first_today.difficulty, first_today.stability, public.fsrs_retrievability(0, first_today.stability),
      false, reviewed_at, reviewed_at, for_direction, review_duration_ms)
    returning * into result;
    return result;
  end if;

  select * into prev from private.card_state_before(for_uid, for_phrase, on_day, for_direction);
  select n.* into nxt
  from private.deck_schedule(for_uid, for_lang) sched,
    private.fsrs_step(prev.difficulty, prev.stability, on_day - prev.day_session, review_score, sched.parameters) n;
  insert into public.user_card_review (id, uid, phrase_id, lang, day_session, score, difficulty, stability,
    review_time_retrievability, day_first_review, created_at, updated_at, direction, duration_ms)
  values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
    nxt.difficulty, nxt.stability, nxt.retrievability, true, reviewed_at, reviewed_at, for_direction,
    review_duration_ms)
  returning * into result;
  return result;
end;
$$;

drop function public.insert_user_card_review(integer, uuid, text, date, uuid, text);
create function public.insert_user_card_review(
  score integer, phrase_id uuid, lang text, day_session date, review_id uuid default null,
  direction text default 'recognise', duration_ms integer default null)
returns public.user_card_review
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  existing public.user_card_review;
begin
  if insert_user_card_review.score is null or insert_user_card_review.phrase_id is null
     or insert_user_card_review.lang is null or insert_user_card_review.day_session is null then
    raise exception 'Invalid inputs; cannot insert review' using errcode = '22023';
  end if;
  if insert_user_card_review.duration_ms < 0 then
    raise exception 'A review''s time on the card cannot be negative' using errcode = '22023';
  end if;
  perform private.require_direction(insert_user_card_review.direction);
  if review_id is not null then
    -- A retry of a review that already reached us returns it unchanged.
    select r.* into existing from public.user_card_review r where r.id = review_id;
    if found then
      if existing.uid <> me then
        raise exception 'This review id belongs to someone else' using errcode = '42501';
      end if;
      return existing;
    end if;
    -- A review taken back stays taken back, whatever arrives after the undo.
    if exists (select from public.user_card_review_undone u
               where u.review_id = insert_user_card_review.review_id and u.uid = me) then
      return null;
    end if;
  end if;
  if insert_user_card_review.day_session > private.current_day_session(me) + 1 then
    raise exception 'Review day % is in the future', insert_user_card_review.day_session using errcode = '22023';
  end if;
  begin
    -- Longer than a minute on one card is an idle tab, not study: it counts as a minute.
    -- least() would turn an unmeasured review (null) into a minute.
    return private.record_review(me, insert_user_card_review.phrase_id, insert_user_card_review.lang,
      insert_user_card_review.day_session, insert_user_card_review.score, review_id, now(),
      insert_user_card_review.direction,
      case when insert_user_card_review.duration_ms is not null then least(insert_user_card_review.duration_ms, 60000) end);
  exception when unique_violation then
    -- Two identical retries raced; the other one won.
    select r.* into existing from public.user_card_review r where r.id = review_id and r.uid = me;
    if found then
      return existing;
    end if;
    raise;
  end;
end;
$$;
comment on function public.insert_user_card_review(integer, uuid, text, date, uuid, text, integer) is
  'Records a review of one direction of one of the caller''s cards, with its time on the card (capped at 60 s), and computes its FSRS state. Idempotent on review_id; an undone id stays undone.';

revoke execute on function public.insert_user_card_review(integer, uuid, text, date, uuid, text, integer) from public, anon;
grant execute on function public.insert_user_card_review(integer, uuid, text, date, uuid, text, integer) to authenticated, service_role;

-- The due queue a day starts with ---------------------------------------------------------

-- How many phrases review_day_setup puts in a deck's due set on a day: active cards of an
-- enabled direction, reviewed on an earlier day, at or below the deck's desired retention;
-- a phrase with both directions due is one (it is asked once). Any learner, not only the
-- caller, so the trigger below counts the same for the app, the seed and the backfill.
create function private.due_phrase_count(for_uid uuid, for_lang text, on_day date) returns integer
language sql stable set search_path = '' as $$
  select count(distinct c.phrase_id)::integer
  from public.user_deck d
  join public.user_card c on c.uid = d.uid and c.lang = d.lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
  cross join lateral (
    select r.day_session, r.stability
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction
      and r.day_first_review and r.day_session < on_day
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem
  where d.uid = for_uid and d.lang = for_lang
    and private.fsrs_curve(on_day - mem.day_session, mem.stability, coalesce(d.fsrs_parameters[21], 0.5))
      <= d.desired_retention
$$;
revoke execute on function private.due_phrase_count(uuid, text, date) from public, anon, authenticated;

alter table public.user_deck_review_state add column due_at_start integer not null default 0
  constraint due_at_start_not_negative check (due_at_start >= 0);
comment on column public.user_deck_review_state.due_at_start is
  'Phrases due when the day started, counted by the server (as review_day_setup counts its due set); whatever a client sends is replaced.';

-- Days started before this column existed: counted from the reviews before each day, with
-- the deck as it is now. Their updated_at stays as it was.
alter table public.user_deck_review_state disable trigger user_deck_review_state_manifest_immutable;
update public.user_deck_review_state s
set due_at_start = private.due_phrase_count(s.uid, s.lang, s.day_session);
alter table public.user_deck_review_state enable trigger user_deck_review_state_manifest_immutable;

-- Security definer: the count is the server's whoever inserts the row (the app as the
-- learner, the seed as the owner); it reads only the row's own learner's deck.
create function private.count_due_at_start() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.due_at_start := private.due_phrase_count(new.uid, new.lang, new.day_session);
  else
    new.due_at_start := old.due_at_start;
  end if;
  return new;
end;
$$;
create trigger user_deck_review_state_due_at_start before insert or update on public.user_deck_review_state
  for each row execute function private.count_due_at_start();
