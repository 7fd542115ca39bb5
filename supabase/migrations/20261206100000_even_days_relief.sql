-- Even days, relief (issue #49, docs/scheduling.md "Even days"). A forgotten card comes back in
-- one or two days, an interval FSRS never fuzzes, so it lands on its day with no choice; a
-- few of them on one day made a settled deck's busiest day 1.34 of its weeks' mean. Each
-- balanced review now keeps the range its day was chosen within, and when a card lands on a
-- day without a choice, one card already due that day moves to a lighter day of its own
-- range, from tomorrow on. Nothing leaves the range FSRS allowed it.

alter table public.user_card_review
  add column due_earliest date,
  add column due_latest date,
  -- A check passes on null, so each half is spelled out: both bounds or neither, and bounds
  -- only around a due day after the review.
  add constraint due_range_holds_due_day check (
    (due_earliest is null) = (due_latest is null)
    and (due_earliest is null
      or (due_day is not null and due_earliest > day_session
        and due_day between due_earliest and due_latest)));
comment on column public.user_card_review.due_earliest is
  'The first day of the fuzz range due_day was balanced within; null when it had none.';
comment on column public.user_card_review.due_latest is
  'The last day of the fuzz range due_day was balanced within; null when it had none.';

-- The day a card reviewed on `on_day` falls due in a balancing deck and the range it was
-- chosen within (null when the interval is under 2.5 days), or all null when the deck does not
-- balance. `reps` counts the card's scheduling reviews including this one: with the card's id
-- it seeds the fuzz, as ts-fsrs's card-id seed strategy does.
create function private.balanced_due(for_uid uuid, for_lang text, card_id uuid,
  for_phrase uuid, for_direction text, on_day date, elapsed_days integer,
  stability double precision, out due_day date, out earliest date, out latest date)
language plpgsql stable set search_path = '' as $$
declare
  deck public.user_deck;
  reps integer;
  base integer;
  fuzzed integer;
  range record;
  loads integer[];
  easy boolean[];
begin
  select d.* into deck from public.user_deck d where d.uid = for_uid and d.lang = for_lang;
  if not found or not deck.balance_load then
    return;
  end if;
  base := private.fsrs_interval(stability, coalesce(deck.fsrs_parameters[21], 0.5), deck.desired_retention);
  if base < 2.5 then
    due_day := on_day + base;
    return;
  end if;
  select count(*)::integer + 1 into reps from public.user_card_review r
  where r.uid = for_uid and r.phrase_id = for_phrase and r.direction = for_direction
    and r.day_first_review and r.day_session < on_day;
  fuzzed := private.fuzzed_interval(base, elapsed_days, card_id::text || reps::text);
  select * into range from private.fuzz_range(base, elapsed_days);
  select array_agg(coalesce(l.cards, 0) order by g.i),
    array_agg(extract(isodow from on_day + g.i)::smallint = any (deck.easy_days) order by g.i)
  into loads, easy
  from generate_series(range.min_days, range.max_days) g(i)
  left join private.deck_due_load(for_uid, for_lang, on_day + range.min_days, on_day + range.max_days,
    for_phrase, for_direction) l on l.day = on_day + g.i;
  due_day := on_day + private.least_loaded_interval(range.min_days, range.max_days, fuzzed, loads, easy);
  earliest := on_day + range.min_days;
  latest := on_day + range.max_days;
end;
$$;

-- The move that relieves the day `crowded` days ahead: one of the cards due that day (`ids`,
-- each with the first and last day of its range, in days ahead) goes to another day of its
-- range, from tomorrow on, when that day would still carry less than the crowded one.
-- `loads[i]` is the load i days ahead, the newcomer counted; an easy day's counts double plus
-- one. The lightest such day wins, then the nearest to the crowded day, then the smaller id,
-- then the earlier day. packages/domain's relievingMove is the same rule; a test holds them.
create function private.relieving_move(crowded integer, ids uuid[], earliest integer[],
  latest integer[], loads integer[], easy boolean[], out card uuid, out to_days integer)
language sql immutable parallel safe as $$
  select c.id, t.d
  from unnest(ids, earliest, latest) as c(id, first_day, last_day)
  cross join lateral generate_series(greatest(c.first_day, 1), c.last_day) t(d)
  cross join lateral (select coalesce(loads[t.d], 0) as load,
    coalesce(easy[t.d], false) as is_easy) x
  where t.d <> crowded
    and case when x.is_easy then 2 * (x.load + 1) + 1 else x.load + 1 end
      < case when coalesce(easy[crowded], false) then 2 * coalesce(loads[crowded], 0) + 1
          else coalesce(loads[crowded], 0) end
  order by case when x.is_easy then 2 * x.load + 1 else x.load end, abs(t.d - crowded), c.id, t.d
  limit 1
$$;

-- A card reviewed on `review_day` has just landed on `crowded` without a choice: move the one
-- card relievingMove picks (its newest scheduling review's day, within that review's range).
-- Days count from the later of the review's day and the learner's today, so a review synced
-- days late never moves a card onto a day already begun. The rescheduled card is left out of
-- the loads, as balancing leaves it out, and counted on the crowded day.
create function private.relieve_crowded_day(for_uid uuid, for_lang text, review_day date,
  crowded date, except_phrase uuid, except_direction text)
returns void
language plpgsql set search_path = '' as $$
declare
  on_day date := greatest(review_day, private.current_day_session(for_uid));
  ids uuid[];
  reviews uuid[];
  firsts integer[];
  lasts integer[];
  horizon integer;
  loads integer[];
  easy boolean[];
  move record;
begin
  if crowded <= on_day then
    return;
  end if;
  select array_agg(c.id order by c.id), array_agg(mem.id order by c.id),
    array_agg(mem.due_earliest - on_day order by c.id), array_agg(mem.due_latest - on_day order by c.id)
  into ids, reviews, firsts, lasts
  from public.user_deck d
  join public.user_card c on c.uid = d.uid and c.lang = d.lang and c.status = 'active'
    and (c.direction = 'recognise' or d.recall_enabled)
  cross join lateral (
    select r.id, r.due_day, r.due_earliest, r.due_latest
    from public.user_card_review r
    where r.uid = c.uid and r.phrase_id = c.phrase_id and r.direction = c.direction and r.day_first_review
    order by r.day_session desc, r.created_at desc
    limit 1
  ) mem
  where d.uid = for_uid and d.lang = for_lang
    and not (c.phrase_id = except_phrase and c.direction = except_direction)
    and mem.due_day = crowded and mem.due_earliest is not null and mem.due_latest > on_day;
  if ids is null then
    return;
  end if;
  horizon := greatest((select max(x) from unnest(lasts) x), crowded - on_day);
  select array_agg(coalesce(l.cards, 0) + (on_day + g.i = crowded)::integer order by g.i),
    array_agg(extract(isodow from on_day + g.i)::smallint = any (d.easy_days) order by g.i)
  into loads, easy
  from generate_series(1, horizon) g(i)
  cross join public.user_deck d
  left join private.deck_due_load(for_uid, for_lang, on_day + 1, on_day + horizon,
    except_phrase, except_direction) l on l.day = on_day + g.i
  where d.uid = for_uid and d.lang = for_lang;
  select * into move from private.relieving_move(crowded - on_day, ids, firsts, lasts, loads, easy);
  -- Only if the card is still where it was read: a review of it committed meanwhile wins.
  if move.card is not null then
    update public.user_card_review r set due_day = on_day + move.to_days
    where r.id = reviews[array_position(ids, move.card)] and r.due_day = crowded
      and on_day + move.to_days between r.due_earliest and r.due_latest;
  end if;
end;
$$;

-- As before (20261204100000_even_days.sql), now keeping the range, and relieving the day a
-- newly reviewed card lands on without one. A changed score reschedules the card but moves no
-- other: one relief per review row, so changing a score back and forth never walks the day's
-- cards away. A moved card's own row changes only its day, so this trigger leaves it alone
-- (same score, same stability).
create or replace function private.set_balanced_due_day() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not new.day_first_review
     or (tg_op = 'INSERT' and new.due_day is not null)
     or (tg_op = 'UPDATE' and new.score = old.score and new.stability is not distinct from old.stability) then
    return new;
  end if;
  select b.due_day, b.earliest, b.latest into new.due_day, new.due_earliest, new.due_latest
  from private.balanced_due(new.uid, new.lang,
    (select c.id from public.user_card c
     where c.uid = new.uid and c.phrase_id = new.phrase_id and c.direction = new.direction),
    new.phrase_id, new.direction, new.day_session,
    coalesce(new.day_session - (select prev.day_session
      from private.card_state_before(new.uid, new.phrase_id, new.day_session, new.direction) prev), 0),
    new.stability) b;
  if tg_op = 'INSERT' and new.due_day is not null and new.due_earliest is null then
    perform private.relieve_crowded_day(new.uid, new.lang, new.day_session, new.due_day,
      new.phrase_id, new.direction);
  end if;
  return new;
end;
$$;

drop function private.balanced_due_day(uuid, text, uuid, uuid, text, date, integer, double precision);

revoke execute on function private.balanced_due(uuid, text, uuid, uuid, text, date, integer, double precision) from public, anon, authenticated;
revoke execute on function private.relieve_crowded_day(uuid, text, date, date, uuid, text) from public, anon, authenticated;
revoke execute on function private.relieving_move(integer, uuid[], integer[], integer[], integer[], boolean[]) from public, anon;
grant execute on function private.relieving_move(integer, uuid[], integer[], integer[], integer[], boolean[]) to authenticated, service_role;
