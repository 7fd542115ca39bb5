-- The views the screens read (docs/product.md §7). Views over private rows are security_invoker, so
-- the caller's RLS applies. language_plus and meta_phrase_info publish only counts and
-- averages across all learners, which no single user may read row by row, so they run with
-- their owner's rights and expose nothing but aggregates and public library data.

-- The caller's current review day, from the time zone stored on their profile.
create or replace function private.current_day_session(for_uid uuid) returns date
language sql stable security definer set search_path = '' as $$
  select public.day_session_at(coalesce((select p.time_zone from public.user_profile p where p.uid = for_uid), 'UTC'), now())
$$;

create view public.user_card_plus with (security_invoker = true) as
  select c.id, c.uid, c.phrase_id, c.lang, c.status, c.created_at, c.updated_at,
    seen.last_reviewed_at,
    seen.count_reviews,
    mem.day_session as last_day_session,
    mem.difficulty,
    mem.stability,
    -- Same rule as scheduling: whole review days since the last scheduling review, today
    -- being the owner's current review day in the time zone on their profile.
    public.fsrs_retrievability(public.day_session_at(owner.time_zone) - mem.day_session, mem.stability)
      as retrievability_now
  from public.user_card c
  left join public.user_profile owner on owner.uid = c.uid
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
comment on view public.user_card_plus is 'The caller''s cards with their FSRS state and retrievability today.';

create view public.user_deck_plus with (security_invoker = true) as
  select d.id, d.uid, d.lang, d.created_at, d.updated_at, d.archived,
    d.daily_review_goal, d.learning_goal, d.theme,
    cards.count_cards, cards.count_active, cards.count_skipped, cards.count_learned,
    reviews.most_recent_review_at,
    reviews.count_reviews_7d,
    reviews.count_reviews_7d_positive
  from public.user_deck d
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
comment on view public.user_deck_plus is 'The caller''s decks with card counts by status and recent review activity.';

create view public.language_plus as
  select l.lang, l.name, l.alias_of,
    (select count(*)::integer from public.user_deck d where d.lang = l.lang and not d.archived) as learners,
    (select count(*)::integer from public.phrase p where p.lang = l.lang) as phrases_to_learn,
    coalesce((select array_agg(t.name order by t.name) from public.tag t where t.lang = l.lang), '{}') as tags
  from public.language l;
comment on view public.language_plus is 'Languages with how many people learn them, how many phrases they have, and their tags.';
revoke all on public.language_plus from anon, authenticated;
grant select on public.language_plus to anon, authenticated;

-- Crowd statistics per phrase, over all learners:
--   count_cards      everyone who has the phrase as a card, whatever its status (popularity)
--   count_learners   cards that are active or learned (people learning it now or done)
--   count_skipped    cards set aside
--   avg_difficulty / avg_stability   over each card's latest FSRS state (reviewed cards only)
create view public.meta_phrase_info as
  select p.id, p.lang, p.text, p.added_by, p.created_at,
    coalesce((
      select array_agg(t.name order by t.name)
      from public.phrase_tag pt join public.tag t on t.id = pt.tag_id
      where pt.phrase_id = p.id
    ), '{}') as tags,
    crowd.count_cards,
    crowd.count_cards as popularity,
    crowd.count_learners,
    crowd.count_skipped,
    mem.avg_difficulty,
    mem.avg_stability
  from public.phrase p
  left join lateral (
    select count(*)::integer as count_cards,
      (count(*) filter (where c.status in ('active', 'learned')))::integer as count_learners,
      (count(*) filter (where c.status = 'skipped'))::integer as count_skipped
    from public.user_card c where c.phrase_id = p.id
  ) crowd on true
  left join lateral (
    select avg(latest.difficulty) as avg_difficulty, avg(latest.stability) as avg_stability
    from public.user_card c
    cross join lateral (
      select r.difficulty, r.stability from public.user_card_review r
      where r.uid = c.uid and r.phrase_id = c.phrase_id and r.day_first_review
      order by r.day_session desc, r.created_at desc limit 1
    ) latest
    where c.phrase_id = p.id
  ) mem on true;
comment on view public.meta_phrase_info is 'Library phrases with tags and crowd statistics (counts and averages only).';
revoke all on public.meta_phrase_info from anon, authenticated;
grant select on public.meta_phrase_info to anon, authenticated;

create view public.meta_phrase_request with (security_invoker = true) as
  select r.id, r.requester_uid, r.lang, r.prompt, r.status, r.created_at, r.updated_at, r.fulfilled_at,
    (select jsonb_build_object('uid', pp.uid, 'username', pp.username, 'avatar_path', pp.avatar_path)
       from public.public_profile pp where pp.uid = r.requester_uid) as requester,
    coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', p.id, 'lang', p.lang, 'text', p.text, 'added_by', p.added_by,
          'created_at', a.created_at,
          'translations', coalesce((
            select jsonb_agg(jsonb_build_object('id', t.id, 'lang', t.lang, 'text', t.text) order by t.created_at)
            from public.phrase_translation t where t.phrase_id = p.id), '[]'::jsonb))
        order by a.created_at)
      from public.phrase_request_answer a join public.phrase p on p.id = a.phrase_id
      where a.request_id = r.id
    ), '[]'::jsonb) as phrases
  from public.phrase_request r;
comment on view public.meta_phrase_request is 'Requests with the requester''s public profile and the phrases given in answer, with translations.';

-- Views are for reading. Simple ones would otherwise be auto-updatable, and an owner-rights
-- view that accepts writes would bypass the base table's RLS.
revoke insert, update, delete, truncate on
  public.public_profile, public.friend_summary, public.user_card_plus, public.user_deck_plus,
  public.language_plus, public.meta_phrase_info, public.meta_phrase_request
  from anon, authenticated;
