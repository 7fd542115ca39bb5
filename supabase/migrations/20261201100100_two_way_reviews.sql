-- Reviews in two directions, and undo (issue #46). Each direction of a phrase is scheduled
-- alone by the same step, with the deck's parameters: every lookup of "the card's state"
-- now names its direction. A review names its direction too ('recognise' when omitted, so
-- a client that predates two-way cards writes what it always wrote).
--
-- Undo takes a review back by deleting its row. A card's FSRS state is read from its newest
-- first-of-day review, so deleting the newest review restores the state before it exactly.
-- The ids of undone reviews are kept, so that an undo sent twice, or an insert that arrives
-- after its undo, changes nothing: each takes effect exactly once.

create table public.user_card_review_undone (
  review_id uuid primary key,
  uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  undone_at timestamptz not null default now()
);
alter table public.user_card_review_undone enable row level security;
comment on table public.user_card_review_undone is
  'Ids of reviews their learner took back (undo_user_card_review); written only by it.';
create policy "Users read their own undone reviews" on public.user_card_review_undone
  for select to authenticated using (uid = (select auth.uid()));
revoke insert, update, delete, truncate on public.user_card_review_undone from anon, authenticated;

drop function private.card_state_before(uuid, uuid, date);
create function private.card_state_before(for_uid uuid, for_phrase uuid, on_day date,
  for_direction text default 'recognise')
returns table (day_session date, difficulty double precision, stability double precision)
language sql stable set search_path = '' as $$
  select r.day_session, r.difficulty, r.stability
  from public.user_card_review r
  where r.uid = for_uid and r.phrase_id = for_phrase and r.direction = for_direction
    and r.day_first_review and r.day_session < on_day
  order by r.day_session desc, r.created_at desc
  limit 1
$$;

drop function private.record_review(uuid, uuid, text, date, integer, uuid, timestamptz);
create function private.record_review(
  for_uid uuid, for_phrase uuid, for_lang text, on_day date, review_score integer,
  new_id uuid default null, reviewed_at timestamptz default now(), for_direction text default 'recognise')
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
      review_time_retrievability, day_first_review, created_at, updated_at, direction)
    values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
      first_today.difficulty, first_today.stability, public.fsrs_retrievability(0, first_today.stability),
      false, reviewed_at, reviewed_at, for_direction)
    returning * into result;
    return result;
  end if;

  select * into prev from private.card_state_before(for_uid, for_phrase, on_day, for_direction);
  select n.* into nxt
  from private.deck_schedule(for_uid, for_lang) sched,
    private.fsrs_step(prev.difficulty, prev.stability, on_day - prev.day_session, review_score, sched.parameters) n;
  insert into public.user_card_review (id, uid, phrase_id, lang, day_session, score, difficulty, stability,
    review_time_retrievability, day_first_review, created_at, updated_at, direction)
  values (coalesce(new_id, gen_random_uuid()), for_uid, for_phrase, for_lang, on_day, review_score,
    nxt.difficulty, nxt.stability, nxt.retrievability, true, reviewed_at, reviewed_at, for_direction)
  returning * into result;
  return result;
end;
$$;

drop function public.insert_user_card_review(integer, uuid, text, date, uuid);
create function public.insert_user_card_review(
  score integer, phrase_id uuid, lang text, day_session date, review_id uuid default null,
  direction text default 'recognise')
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
    return private.record_review(me, insert_user_card_review.phrase_id, insert_user_card_review.lang,
      insert_user_card_review.day_session, insert_user_card_review.score, review_id, now(),
      insert_user_card_review.direction);
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
comment on function public.insert_user_card_review(integer, uuid, text, date, uuid, text) is
  'Records a review of one direction of one of the caller''s cards and computes its FSRS state. Idempotent on review_id; an undone id stays undone.';

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
  perform pg_advisory_xact_lock(hashtextextended(me::text || rev.phrase_id::text || rev.direction, 1));

  if not rev.day_first_review then
    update public.user_card_review r set score = update_user_card_review.score, updated_at = now()
    where r.id = rev.id returning * into rev;
    return rev;
  end if;

  if exists (select from public.user_card_review r
             where r.uid = me and r.phrase_id = rev.phrase_id and r.direction = rev.direction
               and r.day_session > rev.day_session) then
    raise exception 'Only the latest day''s review of a card can be changed' using errcode = '22023';
  end if;
  select * into prev from private.card_state_before(me, rev.phrase_id, rev.day_session, rev.direction);
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
  where r.uid = me and r.phrase_id = rev.phrase_id and r.direction = rev.direction
    and r.day_session = rev.day_session and not r.day_first_review;
  return rev;
end;
$$;

-- Takes back one of the caller's reviews of today (docs/product.md §4 "Undo"): the newest
-- review of its card and direction, so the card's state becomes the one before it. Returns
-- the row taken back, or null when there is nothing (left) to take back: an undo sent twice,
-- or one that overtook its review's insert, which then never lands (the id is kept either way).
create or replace function public.undo_user_card_review(review_id uuid default null)
returns public.user_card_review
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  rev public.user_card_review;
begin
  if undo_user_card_review.review_id is null then
    raise exception 'Invalid inputs; cannot undo' using errcode = '22023';
  end if;
  select r.* into rev from public.user_card_review r where r.id = undo_user_card_review.review_id;
  if found and rev.uid <> me then
    raise exception 'You can only undo your own reviews' using errcode = '42501';
  end if;
  if found then
    -- The card's writers take this lock; an undo sent twice at once waits for the first.
    perform pg_advisory_xact_lock(hashtextextended(me::text || rev.phrase_id::text || rev.direction, 1));
    select r.* into rev from public.user_card_review r where r.id = undo_user_card_review.review_id;
  end if;
  if rev.id is null then
    insert into public.user_card_review_undone (review_id, uid) values (undo_user_card_review.review_id, me)
    on conflict on constraint user_card_review_undone_pkey do nothing;
    return null;
  end if;
  -- Today in the learner's zone; a review day opened before midnight's rollover may run a
  -- day ahead of it, as insert_user_card_review allows.
  if rev.day_session < private.current_day_session(me) then
    raise exception 'Only today''s reviews can be undone; this one is from %', rev.day_session
      using errcode = '22023';
  end if;
  if exists (select from public.user_card_review r
             where r.uid = me and r.phrase_id = rev.phrase_id and r.direction = rev.direction and r.id <> rev.id
               and (r.day_session > rev.day_session
                 or (r.day_session = rev.day_session
                   and (r.created_at > rev.created_at or (rev.day_first_review and not r.day_first_review))))) then
    raise exception 'Undo this card''s later reviews first' using errcode = '22023';
  end if;
  delete from public.user_card_review r where r.id = rev.id;
  insert into public.user_card_review_undone (review_id, uid) values (rev.id, me)
  on conflict on constraint user_card_review_undone_pkey do nothing;
  return rev;
end;
$$;
comment on function public.undo_user_card_review(uuid) is
  'Takes back the caller''s newest review of a card today, restoring its FSRS state exactly. A repeated undo, or one before its insert, changes nothing but keeping the id.';

revoke execute on function public.insert_user_card_review(integer, uuid, text, date, uuid, text) from public, anon;
revoke execute on function public.undo_user_card_review(uuid) from public, anon;
grant execute on function public.insert_user_card_review(integer, uuid, text, date, uuid, text) to authenticated, service_role;
grant execute on function public.undo_user_card_review(uuid) to authenticated, service_role;
grant select on public.user_card_review_undone to authenticated, service_role;
