-- Each deck carries its language's display name from public.language, so the sidebar, which
-- shows every deck on every signed-in page, names them without bundling the table of ~190
-- names (issue #14: page weight). The columns before it are unchanged.

create or replace view public.user_deck_plus with (security_invoker = true) as
  select d.id, d.uid, d.lang, d.created_at, d.updated_at, d.archived,
    d.daily_review_goal, d.learning_goal, d.theme,
    cards.count_cards, cards.count_active, cards.count_skipped, cards.count_learned,
    reviews.most_recent_review_at,
    reviews.count_reviews_7d,
    reviews.count_reviews_7d_positive,
    l.name as language_name
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
  'The caller''s decks with card counts by status, recent review activity and the language''s name.';
