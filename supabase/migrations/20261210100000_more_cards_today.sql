-- A learner who finished today's set can take more cards the same day (docs/product.md §4
-- "More for today"): the day's manifest grows at its end, through add_to_review_day only. What
-- it already holds never changes, so the reviews of the day keep their places.

create or replace function private.review_state_manifest_is_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.day_session <> old.day_session or new.lang <> old.lang or new.uid <> old.uid
     or (new.manifest is distinct from old.manifest
       and not (current_setting('phrasebook.growing_review_day', true) = 'on'
         and cardinality(new.manifest) > cardinality(old.manifest)
         and new.manifest[1:cardinality(old.manifest)] = old.manifest)) then
    raise exception 'A day''s review manifest cannot be changed once created'
      using errcode = '23514', constraint = 'review_manifest_immutable';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create function public.add_to_review_day(lang text, day_session date, more uuid[], recall uuid[] default '{}')
returns public.user_deck_review_state
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  recall_ids uuid[] := coalesce(add_to_review_day.recall, '{}');
  result public.user_deck_review_state;
begin
  if me is null then
    raise exception 'You must be signed in to do this' using errcode = '42501';
  end if;
  if add_to_review_day.lang is null or add_to_review_day.day_session is null or add_to_review_day.more is null then
    raise exception 'Invalid inputs; cannot add cards to the review' using errcode = '22023';
  end if;
  select s.* into result from public.user_deck_review_state s
  where s.uid = me and s.lang = add_to_review_day.lang and s.day_session = add_to_review_day.day_session
  for update;
  if not found then
    raise exception 'Start today''s review before adding cards to it' using errcode = 'P0002';
  end if;
  if add_to_review_day.day_session < private.current_day_session(me) then
    raise exception 'Only today''s review can take more cards' using errcode = '22023';
  end if;
  if cardinality(add_to_review_day.more) = 0 then
    raise exception 'There are no more cards to review today' using errcode = '22023';
  end if;
  if array_position(add_to_review_day.more, null) is not null
     or (select count(distinct m) from unnest(add_to_review_day.more) m) <> cardinality(add_to_review_day.more)
     or add_to_review_day.more && result.manifest then
    raise exception 'A review manifest lists each card once' using errcode = '22023';
  end if;
  if not recall_ids <@ add_to_review_day.more or array_position(recall_ids, null) is not null then
    raise exception 'A recall card of the day must be in its manifest' using errcode = '22023';
  end if;

  -- The same rules as the day's start (start_review_day): new cards join the deck, every card
  -- is an active card of this deck, recall only where it is on and after a recognised day.
  insert into public.user_card (uid, phrase_id, lang)
  select me, m, add_to_review_day.lang from unnest(add_to_review_day.more) m
  where m <> all (recall_ids)
  on conflict on constraint user_card_one_per_direction do nothing;
  if exists (select from unnest(add_to_review_day.more) m
             left join public.user_card c on c.uid = me and c.phrase_id = m
               and c.direction = case when m = any (recall_ids) then 'recall' else 'recognise' end
             where c.id is null or c.status <> 'active' or c.lang <> add_to_review_day.lang) then
    raise exception 'Only active cards of this deck can be reviewed' using errcode = '22023';
  end if;
  if cardinality(recall_ids) > 0 and not exists (select from public.user_deck d
      where d.uid = me and d.lang = add_to_review_day.lang and d.recall_enabled) then
    raise exception 'Recall is off in this deck' using errcode = '22023';
  end if;
  if exists (select from unnest(recall_ids) m
             where not exists (select from public.user_card_review r
                               where r.uid = me and r.phrase_id = m
                                 and r.day_session < add_to_review_day.day_session)) then
    raise exception 'A phrase is asked in recall only after it was recognised on an earlier day'
      using errcode = '22023';
  end if;

  perform set_config('phrasebook.growing_review_day', 'on', true);
  update public.user_deck_review_state s
  set manifest = s.manifest || add_to_review_day.more,
      recall_phrase_ids = s.recall_phrase_ids || recall_ids
  where s.uid = me and s.lang = add_to_review_day.lang and s.day_session = add_to_review_day.day_session
  returning s.* into result;
  perform set_config('phrasebook.growing_review_day', 'off', true);
  return result;
end;
$$;
comment on function public.add_to_review_day(text, date, uuid[], uuid[]) is
  'Appends cards to the end of a started review day''s manifest (today''s only), with the rules of start_review_day; what the manifest held stays as it was.';

revoke execute on function public.add_to_review_day(text, date, uuid[], uuid[]) from public, anon;
grant execute on function public.add_to_review_day(text, date, uuid[], uuid[]) to authenticated, service_role;

comment on table public.user_deck_review_state is
  'A deck''s review session for one day: its manifest, which only add_to_review_day extends (at its end), and how far it got.';
