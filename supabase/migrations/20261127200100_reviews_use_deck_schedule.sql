-- The review RPCs schedule with the deck's parameters (issue #26; the scheduler and the
-- deck's columns: 20261127200000_fsrs6_deck_schedules.sql). Only the step changes:
-- private.fsrs_step with private.deck_schedule in place of public.fsrs_next_state.

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

