-- The reads use the deck's schedule (issue #26; the scheduler and the deck's columns:
-- 20261127200000_fsrs6_deck_schedules.sql): retrievability on the deck's curve, due at its
-- desired retention.

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
