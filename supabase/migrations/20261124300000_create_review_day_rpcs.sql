-- The review day's three calls (docs/product.md §4): what today's set would hold, starting
-- the day (cards added, manifest written, in one transaction), and the manifest's cards with
-- what the session shows of them. All run with the caller's rights, so RLS decides.

-- The caller's active cards in one deck with their scheduling state before `on_day`: the
-- newest first-of-day review on an earlier day session (docs/product.md §9 elapsed days), and
-- whether the card was ever reviewed. Skipped and learned cards never enter a review day.
create or replace function private.active_cards_before(for_lang text, on_day date)
returns table (phrase_id uuid, created_at timestamptz, reviewed boolean,
  last_day_session date, stability double precision)
language sql stable security invoker set search_path = '' as $$
  select c.phrase_id, c.created_at,
    case when mem.day_session is not null then true
      else exists (select from public.user_card_review r where r.uid = c.uid and r.phrase_id = c.phrase_id) end,
    mem.day_session, mem.stability
  from public.user_card c
  left join lateral (
    select r.day_session, r.stability
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.day_first_review and r.day_session < on_day
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where c.uid = (select auth.uid()) and c.lang = for_lang and c.status = 'active'
$$;

-- Today's set before it is fixed: every due card (active, reviewed, R <= 0.9 on `day_session`,
-- most forgotten first) and the new-card candidates by source, each list at most the daily
-- goal long: accepted friends' recommendations never reviewed (oldest acceptance first),
-- unreviewed active cards (oldest first), then library phrases not in the deck with a
-- translation in a language the caller knows (newest first). Skipped and learned cards never
-- appear. Null when the caller has no deck for `lang`.
create or replace function public.review_day_setup(lang text, day_session date)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  goal integer;
  result jsonb;
begin
  if me is null then
    raise exception 'You must be signed in to do this' using errcode = '42501';
  end if;
  if review_day_setup.lang is null or review_day_setup.day_session is null then
    raise exception 'Invalid inputs; cannot set up a review' using errcode = '22023';
  end if;
  select d.daily_review_goal into goal from public.user_deck d
  where d.uid = me and d.lang = review_day_setup.lang;
  if goal is null then
    return null;
  end if;

  with cards as materialized (
    select * from private.active_cards_before(review_day_setup.lang, review_day_setup.day_session)
  ),
  due as (
    select c.phrase_id,
      public.fsrs_retrievability(review_day_setup.day_session - c.last_day_session, c.stability) as r
    from cards c
    where c.last_day_session is not null
      and public.fsrs_retrievability(review_day_setup.day_session - c.last_day_session, c.stability) <= 0.9
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

-- Starts a deck's review day: adds the manifest's phrases that are not cards yet (active) and
-- writes the day's manifest, in one transaction. Once a day has a manifest, every later call
-- returns it unchanged (a retry, or a second device, gets the first one).
create or replace function public.start_review_day(lang text, day_session date, manifest uuid[])
returns public.user_deck_review_state
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  result public.user_deck_review_state;
begin
  if me is null then
    raise exception 'You must be signed in to do this' using errcode = '42501';
  end if;
  if start_review_day.lang is null or start_review_day.day_session is null or start_review_day.manifest is null then
    raise exception 'Invalid inputs; cannot start a review' using errcode = '22023';
  end if;
  select s.* into result from public.user_deck_review_state s
  where s.uid = me and s.lang = start_review_day.lang and s.day_session = start_review_day.day_session;
  if found then
    return result;
  end if;
  if cardinality(start_review_day.manifest) = 0 then
    raise exception 'There are no cards to review today' using errcode = '22023';
  end if;
  if array_position(start_review_day.manifest, null) is not null
     or (select count(distinct m) from unnest(start_review_day.manifest) m) <> cardinality(start_review_day.manifest) then
    raise exception 'A review manifest lists each card once' using errcode = '22023';
  end if;
  if start_review_day.day_session > private.current_day_session(me) + 1 then
    raise exception 'Review day % is in the future', start_review_day.day_session using errcode = '22023';
  end if;
  if not exists (select from public.user_deck d where d.uid = me and d.lang = start_review_day.lang) then
    raise exception 'This deck was not found in your profile' using errcode = 'P0002';
  end if;

  -- The card trigger refuses a phrase of another language.
  insert into public.user_card (uid, phrase_id, lang)
  select me, m, start_review_day.lang from unnest(start_review_day.manifest) m
  on conflict on constraint user_card_one_per_phrase do nothing;
  if exists (select from public.user_card c
             where c.uid = me and c.phrase_id = any (start_review_day.manifest)
               and (c.status <> 'active' or c.lang <> start_review_day.lang)) then
    raise exception 'Only active cards of this deck can be reviewed' using errcode = '22023';
  end if;

  insert into public.user_deck_review_state (uid, lang, day_session, manifest)
  values (me, start_review_day.lang, start_review_day.day_session, start_review_day.manifest)
  on conflict on constraint user_deck_review_state_pkey do nothing
  returning * into result;
  if not found then
    -- Another start of the same day won the race.
    select s.* into result from public.user_deck_review_state s
    where s.uid = me and s.lang = start_review_day.lang and s.day_session = start_review_day.day_session;
  end if;
  return result;
end;
$$;
comment on function public.start_review_day(text, date, uuid[]) is
  'Adds missing cards and writes a deck''s immutable manifest for one day; returns the existing one when already started.';

-- The day's manifest in order, each card with its phrase, translations and the scheduling
-- state it had before that day (for the intervals shown under the score buttons).
create or replace function public.review_day_cards(lang text, day_session date)
returns table (phrase_id uuid, card_index integer, text text, translations jsonb,
  difficulty double precision, stability double precision, last_day_session date)
language sql stable security invoker set search_path = '' as $$
  select m.phrase_id, (m.ord - 1)::integer, p.text,
    coalesce((select jsonb_agg(jsonb_build_object('lang', t.lang, 'text', t.text) order by t.created_at, t.id)
              from public.phrase_translation t where t.phrase_id = p.id), '[]'::jsonb),
    mem.difficulty, mem.stability, mem.day_session
  from public.user_deck_review_state s
  cross join lateral unnest(s.manifest) with ordinality as m(phrase_id, ord)
  join public.phrase p on p.id = m.phrase_id
  left join lateral (
    select r.day_session, r.difficulty, r.stability
    from public.user_card_review r
    where r.uid = s.uid and r.phrase_id = m.phrase_id and r.day_first_review and r.day_session < s.day_session
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where s.uid = (select auth.uid()) and s.lang = review_day_cards.lang and s.day_session = review_day_cards.day_session
  order by m.ord
$$;
comment on function public.review_day_cards(text, date) is
  'The cards of a deck''s review day in manifest order, with phrase, translations and prior FSRS state.';

revoke execute on function public.review_day_setup(text, date) from public, anon;
revoke execute on function public.start_review_day(text, date, uuid[]) from public, anon;
revoke execute on function public.review_day_cards(text, date) from public, anon;
revoke execute on function private.active_cards_before(text, date) from public, anon;
grant execute on function public.review_day_setup(text, date) to authenticated, service_role;
grant execute on function public.start_review_day(text, date, uuid[]) to authenticated, service_role;
grant execute on function public.review_day_cards(text, date) to authenticated, service_role;
grant execute on function private.active_cards_before(text, date) to authenticated, service_role;
