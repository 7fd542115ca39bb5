-- The review day with two directions (issue #46, docs/product.md §4 "Siblings apart"). With
-- recall off, a deck's day is exactly what it was: the recall lists below stay empty.
--
-- - Due: each active, reviewed card of an enabled direction at or below the deck's desired
--   retention. A phrase with both directions due is asked once: in the direction with the
--   lower predicted recall tomorrow (recognise on a tie); the other waits for a later day.
-- - New recall cards: a phrase's recall card is new only once its recognise card has been
--   reviewed on an earlier day, and not while its recognise card is due. They come after the
--   deck's unreviewed recognise cards and before library phrases, within the daily goal.
-- So a phrase is at most once in a manifest, and so in at most one direction a day.

drop function private.active_cards_before(text, date);
create function private.active_cards_before(for_lang text, on_day date)
returns table (phrase_id uuid, direction text, created_at timestamptz, reviewed boolean,
  last_day_session date, stability double precision)
language sql stable security invoker set search_path = '' as $$
  select c.phrase_id, c.direction, c.created_at,
    case when mem.day_session is not null then true
      else exists (select from public.user_card_review r
                   where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction) end,
    mem.day_session, mem.stability
  from public.user_card c
  join public.user_deck d on d.uid = c.uid and d.lang = c.lang
  left join lateral (
    select r.day_session, r.stability
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction
      and r.day_first_review and r.day_session < on_day
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where c.uid = (select auth.uid()) and c.lang = for_lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
$$;

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
  due_any as (
    select c.phrase_id, c.direction,
      private.fsrs_curve(review_day_setup.day_session - c.last_day_session, c.stability, decay) as r,
      private.fsrs_curve(review_day_setup.day_session + 1 - c.last_day_session, c.stability, decay) as r_tomorrow
    from cards c
    where c.last_day_session is not null
      and private.fsrs_curve(review_day_setup.day_session - c.last_day_session, c.stability, decay) <= due_at
  ),
  due as (
    select distinct on (d.phrase_id) d.phrase_id, d.direction, d.r
    from due_any d
    order by d.phrase_id, d.r_tomorrow, (d.direction = 'recall')
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
    from accepted a left join public.user_card c
      on c.uid = me and c.phrase_id = a.phrase_id and c.direction = 'recognise'
    where c.phrase_id is null
      or (c.status = 'active'
        and not exists (select from public.user_card_review r
                        where r.uid = me and r.phrase_id = a.phrase_id and r.direction = 'recognise'))
    order by a.accepted_at, a.phrase_id
    limit goal
  ),
  deck_new as (
    select c.phrase_id, c.created_at
    from cards c
    where c.direction = 'recognise' and not c.reviewed
      and not exists (select from accepted a where a.phrase_id = c.phrase_id)
    order by c.created_at, c.phrase_id
    limit goal
  ),
  recall_new as (
    select c.phrase_id, first_seen.day_session as first_seen_on
    from cards c
    cross join lateral (
      select min(r.day_session) as day_session from public.user_card_review r
      where r.uid = me and r.phrase_id = c.phrase_id and r.direction = 'recognise'
        and r.day_session < review_day_setup.day_session
    ) first_seen
    where c.direction = 'recall' and not c.reviewed and first_seen.day_session is not null
      and not exists (select from due_any d where d.phrase_id = c.phrase_id)
    order by first_seen.day_session, c.phrase_id
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
    'count_cards', (select count(*) from public.user_card c
                    where c.uid = me and c.lang = review_day_setup.lang and c.direction = 'recognise'),
    'due', coalesce((select jsonb_agg(d.phrase_id order by d.r, d.phrase_id) from due d
                     where d.direction = 'recognise'), '[]'),
    'recall_due', coalesce((select jsonb_agg(d.phrase_id order by d.r, d.phrase_id) from due d
                            where d.direction = 'recall'), '[]'),
    'recommended', coalesce((select jsonb_agg(x.phrase_id order by x.accepted_at, x.phrase_id) from recommended x), '[]'),
    'deck_new', coalesce((select jsonb_agg(x.phrase_id order by x.created_at, x.phrase_id) from deck_new x), '[]'),
    'recall_new', coalesce((select jsonb_agg(x.phrase_id order by x.first_seen_on, x.phrase_id) from recall_new x), '[]'),
    'library', coalesce((select jsonb_agg(x.phrase_id order by x.created_at desc, x.phrase_id) from library x), '[]')
  ) into result;
  return result;
end;
$$;
comment on function public.review_day_setup(text, date) is
  'Today''s set of one deck before it is fixed: due cards and new-card candidates by source, the recall direction''s apart.';

-- Starts a deck's review day. `recall` names the manifest's phrases asked in the recall
-- direction; each must have an active recall card (the deck has recall on). The others are
-- recognise, their cards added when missing.
drop function public.start_review_day(text, date, uuid[]);
create function public.start_review_day(lang text, day_session date, manifest uuid[], recall uuid[] default '{}')
returns public.user_deck_review_state
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  recall_ids uuid[] := coalesce(start_review_day.recall, '{}');
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
  if not recall_ids <@ start_review_day.manifest or array_position(recall_ids, null) is not null then
    raise exception 'A recall card of the day must be in its manifest' using errcode = '22023';
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
  where m <> all (recall_ids)
  on conflict on constraint user_card_one_per_direction do nothing;
  if exists (select from unnest(start_review_day.manifest) m
             left join public.user_card c on c.uid = me and c.phrase_id = m
               and c.direction = case when m = any (recall_ids) then 'recall' else 'recognise' end
             where c.id is null or c.status <> 'active' or c.lang <> start_review_day.lang) then
    raise exception 'Only active cards of this deck can be reviewed' using errcode = '22023';
  end if;
  if cardinality(recall_ids) > 0 and not exists (select from public.user_deck d
      where d.uid = me and d.lang = start_review_day.lang and d.recall_enabled) then
    raise exception 'Recall is off in this deck' using errcode = '22023';
  end if;
  -- New cards enter recognise first (docs/product.md §4 "Siblings apart").
  if exists (select from unnest(recall_ids) m
             where not exists (select from public.user_card_review r
                               where r.uid = me and r.phrase_id = m
                                 and r.day_session < start_review_day.day_session)) then
    raise exception 'A phrase is asked in recall only after it was recognised on an earlier day'
      using errcode = '22023';
  end if;

  insert into public.user_deck_review_state (uid, lang, day_session, manifest, recall_phrase_ids)
  values (me, start_review_day.lang, start_review_day.day_session, start_review_day.manifest, recall_ids)
  on conflict on constraint user_deck_review_state_pkey do nothing
  returning * into result;
  if not found then
    select s.* into result from public.user_deck_review_state s
    where s.uid = me and s.lang = start_review_day.lang and s.day_session = start_review_day.day_session;
  end if;
  return result;
end;
$$;
comment on function public.start_review_day(text, date, uuid[], uuid[]) is
  'Adds missing cards and writes a deck''s immutable manifest for one day, naming the phrases asked in the recall direction; returns the existing one when already started.';

-- The day's manifest in order, each card in its direction with the state that direction had
-- before the day.
drop function public.review_day_cards(text, date);
create function public.review_day_cards(lang text, day_session date)
returns table (phrase_id uuid, card_index integer, text text, translations jsonb,
  difficulty double precision, stability double precision, last_day_session date, direction text)
language sql stable security invoker set search_path = '' as $$
  select m.phrase_id, (m.ord - 1)::integer, p.text,
    coalesce((select jsonb_agg(jsonb_build_object('lang', t.lang, 'text', t.text) order by t.created_at, t.id)
              from public.phrase_translation t where t.phrase_id = p.id), '[]'::jsonb),
    mem.difficulty, mem.stability, mem.day_session, dir.direction
  from public.user_deck_review_state s
  cross join lateral unnest(s.manifest) with ordinality as m(phrase_id, ord)
  cross join lateral (
    select case when m.phrase_id = any (s.recall_phrase_ids) then 'recall' else 'recognise' end as direction
  ) dir
  join public.phrase p on p.id = m.phrase_id
  left join lateral (
    select r.day_session, r.difficulty, r.stability
    from public.user_card_review r
    where r.uid = s.uid and r.phrase_id = m.phrase_id and r.direction = dir.direction
      and r.day_first_review and r.day_session < s.day_session
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where s.uid = (select auth.uid()) and s.lang = review_day_cards.lang and s.day_session = review_day_cards.day_session
  order by m.ord
$$;
comment on function public.review_day_cards(text, date) is
  'The cards of a deck''s review day in manifest order, each in its direction, with phrase, translations and prior FSRS state.';

revoke execute on function public.start_review_day(text, date, uuid[], uuid[]) from public, anon;
revoke execute on function public.review_day_cards(text, date) from public, anon;
revoke execute on function private.active_cards_before(text, date) from public, anon;
grant execute on function public.start_review_day(text, date, uuid[], uuid[]) to authenticated, service_role;
grant execute on function public.review_day_cards(text, date) to authenticated, service_role;
grant execute on function private.active_cards_before(text, date) to authenticated, service_role;
