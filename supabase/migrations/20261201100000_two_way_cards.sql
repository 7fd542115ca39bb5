-- Two-way cards (issue #46, docs/product.md §3 "Directions"). A card has a direction:
-- 'recognise' (the phrase shown, its meaning recalled: every card before this migration) or
-- 'recall' (the translation shown, the phrase produced). Each direction of a phrase is a
-- card of its own, with its own status and its own reviews, so its own FSRS state. Every
-- existing card and review becomes 'recognise' unchanged. A deck makes recall cards only
-- once its learner turns recall on; with recall off, every read below shows exactly what it
-- showed before.

alter table public.user_deck
  add column recall_enabled boolean not null default false;
comment on column public.user_deck.recall_enabled is
  'Recall cards (translation -> phrase) are made and reviewed in this deck.';

-- The direction check names both values, so a client that sends a third learns them.
create or replace function private.require_direction(direction text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if direction is null or direction not in ('recognise', 'recall') then
    raise exception 'A card''s direction is recognise or recall, not "%"', coalesce(direction, 'null')
      using errcode = '22023';
  end if;
  return direction;
end;
$$;

alter table public.user_card
  add column direction text not null default 'recognise'
    constraint card_direction_is_known check (direction in ('recognise', 'recall'));
alter table public.user_card_review
  add column direction text not null default 'recognise'
    constraint review_direction_is_known check (direction in ('recognise', 'recall'));

-- A card keeps its direction: its reviews are that direction's memory.
create or replace function private.card_direction_is_fixed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.direction <> old.direction then
    raise exception 'A card''s direction cannot be changed; add the other direction''s card instead'
      using errcode = '23514', constraint = 'card_direction_fixed';
  end if;
  return new;
end;
$$;
create trigger user_card_direction_fixed before update of direction on public.user_card
  for each row execute function private.card_direction_is_fixed();

-- One card per phrase and direction; a review belongs to the card of its direction.
alter table public.user_card_review drop constraint review_of_own_card;
alter table public.user_card drop constraint user_card_one_per_phrase;
alter table public.user_card
  add constraint user_card_one_per_direction unique (uid, phrase_id, direction);
alter table public.user_card_review
  add constraint review_of_own_card foreign key (uid, phrase_id, direction)
    references public.user_card (uid, phrase_id, direction) on delete cascade;

drop index public.user_card_review_one_first_per_day;
create unique index user_card_review_one_first_per_day
  on public.user_card_review (uid, phrase_id, direction, day_session) where day_first_review;
drop index public.user_card_review_card_idx;
create index user_card_review_card_idx
  on public.user_card_review (uid, phrase_id, direction, day_session desc, created_at desc);

-- Which phrases of a day's manifest are asked in the recall direction; the others are
-- recognise. A phrase is in a manifest once, so one direction per phrase and day.
alter table public.user_deck_review_state
  add column recall_phrase_ids uuid[] not null default '{}'
    constraint recall_phrases_in_manifest check (recall_phrase_ids <@ manifest);

create or replace function private.review_state_manifest_is_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.manifest is distinct from old.manifest or new.day_session <> old.day_session
     or new.lang <> old.lang or new.uid <> old.uid
     or new.recall_phrase_ids is distinct from old.recall_phrase_ids then
    raise exception 'A day''s review manifest cannot be changed once created'
      using errcode = '23514', constraint = 'review_manifest_immutable';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- A recall card is made for every active recognise card of a deck with recall on: when the
-- learner turns recall on, and when a phrase joins such a deck later. It starts new; it is
-- offered for review only once its recognise sibling was reviewed (review_day_setup).
create or replace function private.add_recall_cards(for_uid uuid, for_lang text, for_phrase uuid default null)
returns void
language sql set search_path = '' as $$
  insert into public.user_card (uid, phrase_id, lang, direction, status)
  select c.uid, c.phrase_id, c.lang, 'recall', 'active'
  from public.user_card c
  join public.user_deck d on d.uid = c.uid and d.lang = c.lang and d.recall_enabled
  where c.uid = for_uid and c.lang = for_lang and c.direction = 'recognise' and c.status = 'active'
    and (for_phrase is null or c.phrase_id = for_phrase)
  on conflict on constraint user_card_one_per_direction do nothing
$$;

create or replace function private.deck_recall_turned_on() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.recall_enabled and not old.recall_enabled then
    perform private.add_recall_cards(new.uid, new.lang);
  end if;
  return new;
end;
$$;
create trigger user_deck_recall_turned_on after update of recall_enabled on public.user_deck
  for each row execute function private.deck_recall_turned_on();

create or replace function private.recognise_card_added() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.direction = 'recognise' and new.status = 'active' then
    perform private.add_recall_cards(new.uid, new.lang, new.phrase_id);
  end if;
  return new;
end;
$$;
create trigger user_card_recognise_added after insert or update of status on public.user_card
  for each row execute function private.recognise_card_added();

-- Writers that add "the card" of a phrase add its recognise card (the recall card follows
-- by the trigger above when the deck has recall on).
create or replace function private.add_card_if_deck(for_uid uuid, for_phrase uuid, for_lang text)
returns public.user_card
language plpgsql set search_path = '' as $$
declare
  card public.user_card;
begin
  if not exists (select from public.user_deck d where d.uid = for_uid and d.lang = for_lang) then
    return null;
  end if;
  insert into public.user_card (uid, phrase_id, lang, status)
  values (for_uid, for_phrase, for_lang, 'active')
  on conflict on constraint user_card_one_per_direction do update set status = 'active'
  returning * into card;
  return card;
end;
$$;

create or replace function private.phrase_result(for_phrase uuid, for_uid uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'phrase', to_jsonb(p),
    'translations', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at, t.id)
      from public.phrase_translation t where t.phrase_id = p.id), '[]'::jsonb),
    'card', (select to_jsonb(c) from public.user_card c
             where c.uid = for_uid and c.phrase_id = p.id and c.direction = 'recognise'))
  from public.phrase p where p.id = for_phrase
$$;

-- The cards with their own direction's FSRS state. A deck with recall off shows only its
-- recognise cards (recall cards it made earlier keep their history for when it is on again),
-- so every count and filter over this view is what it was before two-way cards.
create or replace view public.user_card_plus with (security_invoker = true) as
  select c.id, c.uid, c.phrase_id, c.lang, c.status, c.created_at, c.updated_at,
    seen.last_reviewed_at,
    seen.count_reviews,
    mem.day_session as last_day_session,
    mem.difficulty,
    mem.stability,
    private.fsrs_curve(public.day_session_at(owner.time_zone) - mem.day_session, mem.stability,
      coalesce(deck.fsrs_parameters[21], 0.5)) as retrievability_now,
    coalesce(deck.desired_retention, 0.9) as desired_retention,
    c.direction
  from public.user_card c
  left join public.user_profile owner on owner.uid = c.uid
  left join public.user_deck deck on deck.uid = c.uid and deck.lang = c.lang
  left join lateral (
    select max(r.created_at) as last_reviewed_at, count(*)::integer as count_reviews
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction
  ) seen on true
  left join lateral (
    select r.day_session, r.difficulty, r.stability
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem on true
  where c.direction = 'recognise' or deck.recall_enabled;
comment on view public.user_card_plus is
  'The caller''s cards, one row per direction (recall only while the deck has recall on), with that direction''s FSRS state, retrievability today and the deck''s desired retention.';

-- A deck's counts are of its phrases (their recognise cards), as docs/product.md §3 decides;
-- its recall cards are counted apart. Reviews count in every direction.
create or replace view public.user_deck_plus with (security_invoker = true) as
  select d.id, d.uid, d.lang, d.created_at, d.updated_at, d.archived,
    d.daily_review_goal, d.learning_goal, d.theme,
    cards.count_cards, cards.count_active, cards.count_skipped, cards.count_learned,
    reviews.most_recent_review_at,
    reviews.count_reviews_7d,
    reviews.count_reviews_7d_positive,
    l.name as language_name,
    d.desired_retention,
    d.recall_enabled,
    cards.count_recall_active
  from public.user_deck d
  join public.language l on l.lang = d.lang
  left join lateral (
    select (count(*) filter (where c.direction = 'recognise'))::integer as count_cards,
      (count(*) filter (where c.direction = 'recognise' and c.status = 'active'))::integer as count_active,
      (count(*) filter (where c.direction = 'recognise' and c.status = 'skipped'))::integer as count_skipped,
      (count(*) filter (where c.direction = 'recognise' and c.status = 'learned'))::integer as count_learned,
      (count(*) filter (where c.direction = 'recall' and c.status = 'active' and d.recall_enabled))::integer
        as count_recall_active
    from public.user_card c where c.uid = d.uid and c.lang = d.lang
  ) cards on true
  left join lateral (
    select max(r.created_at) as most_recent_review_at,
      (count(*) filter (where r.created_at > now() - interval '7 days'))::integer as count_reviews_7d,
      (count(*) filter (where r.created_at > now() - interval '7 days' and r.score >= 2))::integer
        as count_reviews_7d_positive
    from public.user_card_review r where r.uid = d.uid and r.lang = d.lang
  ) reviews on true;
comment on view public.user_deck_plus is
  'The caller''s decks with phrase counts by status, active recall cards, recent review activity, the language''s name, the desired retention and whether recall is on.';

-- Crowd figures stay per phrase: a learner's recognise card says they have the phrase.
create or replace view public.meta_phrase_info as
  select p.id, p.lang, p.text, p.added_by, p.created_at,
    coalesce((
      select array_agg(t.name order by t.name)
      from public.phrase_tag pt join public.tag t on t.id = pt.tag_id
      where pt.phrase_id = p.id
    ), '{}') as tags,
    crowd.count_cards,
    crowd.count_cards as popularity,
    case when crowd.count_cards >= 5 then crowd.count_learners end as count_learners,
    case when crowd.count_cards >= 5 then crowd.count_skipped end as count_skipped,
    case when mem.reviewed >= 5 then mem.avg_difficulty end as avg_difficulty,
    case when mem.reviewed >= 5 then mem.avg_stability end as avg_stability
  from public.phrase p
  left join lateral (
    select count(*)::integer as count_cards,
      (count(*) filter (where c.status in ('active', 'learned')))::integer as count_learners,
      (count(*) filter (where c.status = 'skipped'))::integer as count_skipped
    from public.user_card c where c.phrase_id = p.id and c.direction = 'recognise'
  ) crowd on true
  left join lateral (
    select count(*) as reviewed,
      avg(latest.difficulty) as avg_difficulty, avg(latest.stability) as avg_stability
    from public.user_card c
    cross join lateral (
      select r.difficulty, r.stability from public.user_card_review r
      where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
      order by r.day_session desc, r.created_at desc limit 1
    ) latest
    where c.phrase_id = p.id and c.direction = 'recognise'
  ) mem on true;

revoke execute on function private.add_recall_cards(uuid, text, uuid) from public, anon;
grant execute on function private.add_recall_cards(uuid, text, uuid) to authenticated, service_role;
grant execute on function private.require_direction(text) to authenticated, service_role;
