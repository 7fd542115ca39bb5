-- meta_phrase_info publishes crowd figures to everyone. Over a handful of learners an average
-- or a status count is one person's private data (a phrase only one person has showed their
-- difficulty and stability). The figures drawn from people's cards and reviews are now shown
-- only over at least 5 learners, and null below that. count_cards (popularity) stays: it says
-- how many people have the phrase, nothing about any one of them.
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
    from public.user_card c where c.phrase_id = p.id
  ) crowd on true
  left join lateral (
    select count(*) as reviewed,
      avg(latest.difficulty) as avg_difficulty, avg(latest.stability) as avg_stability
    from public.user_card c
    cross join lateral (
      select r.difficulty, r.stability from public.user_card_review r
      where r.uid = c.uid and r.phrase_id = c.phrase_id and r.day_first_review
      order by r.day_session desc, r.created_at desc limit 1
    ) latest
    where c.phrase_id = p.id
  ) mem on true;
comment on view public.meta_phrase_info is 'Library phrases with tags and crowd statistics: how many people have each, and (over at least 5 learners) their statuses and average difficulty and stability.';
