-- The review RPCs: the only writers of user_card_review, so FSRS state is always computed
-- here (conventions in 20261121233000_create_helpers_and_fsrs.sql). They run with owner
-- rights and act only on the caller's own cards.

create or replace function private.require_uid() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'You must be signed in to do this' using errcode = '42501';
  end if;
  return me;
end;
$$;

-- The scheduling state a review on `on_day` starts from: the card's newest first-of-day
-- review on an earlier day session (none for a card never reviewed).
create or replace function private.card_state_before(for_uid uuid, for_phrase uuid, on_day date)
returns table (day_session date, difficulty double precision, stability double precision)
language sql stable set search_path = '' as $$
  select r.day_session, r.difficulty, r.stability
  from public.user_card_review r
  where r.uid = for_uid and r.phrase_id = for_phrase and r.day_first_review and r.day_session < on_day
  order by r.day_session desc, r.created_at desc
  limit 1
$$;

-- Writes one review with its FSRS state. Shared by the RPC and the seed, which replays
-- history for demo users with explicit times.
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
  select * into nxt from public.fsrs_next_state(prev.difficulty, prev.stability, on_day - prev.day_session, review_score);
  insert into public.user_card_review (id, uid, phrase_id, lang, day_session, score, difficulty, stability,
    review_time_retrievability, day_first_review, created_at, updated_at)
  values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
    nxt.difficulty, nxt.stability, nxt.retrievability, true, reviewed_at, reviewed_at)
  returning * into result;
  return result;
end;
$$;

create or replace function public.insert_user_card_review(
  score integer, phrase_id uuid, lang text, day_session date, review_id uuid default null)
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
  -- A retry of a review that already reached us returns it unchanged.
  if review_id is not null then
    select r.* into existing from public.user_card_review r where r.id = review_id;
    if found then
      if existing.uid <> me then
        raise exception 'This review id belongs to someone else' using errcode = '42501';
      end if;
      return existing;
    end if;
  end if;
  if insert_user_card_review.day_session > private.current_day_session(me) + 1 then
    raise exception 'Review day % is in the future', insert_user_card_review.day_session using errcode = '22023';
  end if;
  begin
    return private.record_review(me, insert_user_card_review.phrase_id, insert_user_card_review.lang,
      insert_user_card_review.day_session, insert_user_card_review.score, review_id);
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
comment on function public.insert_user_card_review(integer, uuid, text, date, uuid) is
  'Records a review of one of the caller''s cards and computes its FSRS state. Idempotent on review_id.';

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
  select * into nxt from public.fsrs_next_state(prev.difficulty, prev.stability,
    rev.day_session - prev.day_session, update_user_card_review.score);
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
comment on function public.update_user_card_review(integer, uuid) is
  'Changes the score of one of the caller''s reviews and recomputes its FSRS state. Same score: no change.';

revoke execute on function public.insert_user_card_review(integer, uuid, text, date, uuid) from public, anon;
revoke execute on function public.update_user_card_review(integer, uuid) from public, anon;
grant execute on function public.insert_user_card_review(integer, uuid, text, date, uuid) to authenticated, service_role;
grant execute on function public.update_user_card_review(integer, uuid) to authenticated, service_role;
