-- Demo activity: decks, cards in every status, ten days of review history ending today,
-- friendships in every state, chat messages of every type, open and answered requests.
-- Reviews go through private.record_review, so their FSRS state is what the app computes.

create function pg_temp.demo_uid(name text) returns uuid language sql stable as $fn$
  select p.uid from public.user_profile p where p.username = name
$fn$;

create function pg_temp.phrase_id(for_lang text, phrase_text text) returns uuid language sql stable as $fn$
  select p.id from public.phrase p where p.lang = for_lang and p.text = phrase_text
$fn$;

-- Decks. Lena's Japanese deck is archived.
insert into public.user_deck (uid, lang, created_at, daily_review_goal, learning_goal, theme, archived)
values
  (pg_temp.demo_uid('sam'), 'spa', now() - interval '40 days', 15, 'moving', 0, false),
  (pg_temp.demo_uid('sam'), 'fra', now() - interval '25 days', 10, 'visiting', 1, false),
  (pg_temp.demo_uid('sam'), 'tam', now() - interval '12 days', 10, 'family', 2, false),
  (pg_temp.demo_uid('priya'), 'jpn', now() - interval '30 days', 20, 'visiting', 0, false),
  (pg_temp.demo_uid('priya'), 'deu', now() - interval '20 days', 4, 'moving', 3, false),
  (pg_temp.demo_uid('kenji'), 'spa', now() - interval '35 days', 15, 'visiting', 0, false),
  (pg_temp.demo_uid('lena'), 'hin', now() - interval '30 days', 15, 'family', 0, false),
  (pg_temp.demo_uid('lena'), 'fra', now() - interval '15 days', 15, 'moving', 1, false),
  (pg_temp.demo_uid('lena'), 'jpn', now() - interval '60 days', 10, 'visiting', 4, true);

-- Cards: the first 24 library phrases of each deck's language (30 for Sam's Spanish), a
-- few skipped and a few already learned.
insert into public.user_card (uid, phrase_id, lang, status, created_at, updated_at)
select d.uid, p.id, d.lang,
  case when p.n in (4, 9) then 'skipped' when p.n in (6, 13) then 'learned' else 'active' end,
  d.created_at + p.n * interval '10 minutes', d.created_at + p.n * interval '10 minutes'
from public.user_deck d
join lateral (
  select x.id, row_number() over (order by x.created_at, x.id) as n
  from public.phrase x where x.lang = d.lang
) p on p.n <= case when d.lang = 'spa' and d.uid = pg_temp.demo_uid('sam') then 30 else 24 end;

-- Ten days of reviews ending today (thirty for Sam's Spanish, so its deck has a long history),
-- in each user's own time zone. Each day a deck gets its
-- manifest (due cards, then a few new cards), reviewed in the evening; a card
-- scored 1 is seen again later that day. Some days are skipped, as people do. Sam has
-- reviewed only part of today's Spanish session, so the review screen has work left. Priya's
-- German stops twelve days ago: back from a break, with more cards due than twice her goal,
-- her review setup offers a catch-up plan (docs/product.md §4 "A plan after a break").
do $demo$
declare
  deck record;
  k integer;
  day date;
  tz text;
  moment timestamptz;
  manifest uuid[];
  pid uuid;
  i integer;
  score integer;
  partial boolean;
  first_day integer;
begin
  for deck in
    select d.uid, d.lang, d.daily_review_goal, p.time_zone, p.username
    from public.user_deck d join public.user_profile p on p.uid = d.uid
    where not d.archived
    order by p.username, d.lang
  loop
    tz := deck.time_zone;
    first_day := case when deck.username = 'sam' and deck.lang = 'spa' then 30
      when deck.username = 'priya' and deck.lang = 'deu' then 20 else 10 end;
    for k in reverse first_day..0 loop
      exit when deck.username = 'priya' and deck.lang = 'deu' and k < 12;
      -- Skip some days per deck, never the first one nor today for Sam's Spanish.
      if (abs(hashtext(deck.username || deck.lang || k::text)) % 4 = 0) and k <> first_day
         and not (deck.username = 'sam' and deck.lang = 'spa' and k = 0) then
        continue;
      end if;
      -- Counted back on the calendar, not in 24-hour steps: across a change of daylight saving
      -- time, two instants a day apart can fall in the same review day.
      day := public.day_session_at(tz) - k;
      moment := least(((day + time '19:00') at time zone tz), now() - interval '5 minutes');
      if public.day_session_at(tz, moment) <> day then
        moment := now();
      end if;

      select coalesce(array_agg(x.phrase_id order by x.due_rank, x.created_at), '{}') into manifest
      from (
        select c.phrase_id, c.created_at,
          case when st.day_session is null then 1 else 0 end as due_rank,
          row_number() over (partition by st.day_session is null order by c.created_at) as n
        from public.user_card c
        left join lateral private.card_state_before(c.uid, c.phrase_id, day) st on true
        where c.uid = deck.uid and c.lang = deck.lang and c.status = 'active'
          and c.created_at <= moment
          and (st.day_session is null
               or public.fsrs_retrievability(day - st.day_session, st.stability) <= 0.9)
      ) x
      -- New cards trickle in a few a day (one a day over Sam's thirty), so the history spans
      -- every day and today still has new cards to learn: up to three for Sam's Spanish, so
      -- its half-done session has reviewed cards even when nothing old is due.
      where x.due_rank = 0 or x.n <= case
        when first_day = 30 then case when k = 0 then 3 else 1 end
        else least(deck.daily_review_goal, 4) end;

      if cardinality(manifest) = 0 then
        continue;
      end if;
      partial := deck.username = 'sam' and deck.lang = 'spa' and k = 0;
      insert into public.user_deck_review_state (uid, lang, day_session, manifest, stage, created_at, updated_at)
      values (deck.uid, deck.lang, day, manifest, case when partial then 1 else 5 end, moment, moment);

      i := 0;
      foreach pid in array manifest loop
        i := i + 1;
        exit when partial and i > greatest(cardinality(manifest) / 2, 1);
        score := case
          when abs(hashtext(pid::text || day::text)) % 100 < 12 then 1
          when abs(hashtext(pid::text || day::text)) % 100 < 25 then 2
          when abs(hashtext(pid::text || day::text)) % 100 < 88 then 3
          else 4 end;
        -- Time on the card: 3 to 12 s, a forgotten card's longer (docs/product.md §4).
        perform private.record_review(deck.uid, pid, deck.lang, day, score, null,
          least(moment + i * interval '40 seconds', now()), 'recognise',
          3000 + abs(hashtext(pid::text || day::text || 'ms')) % 9000 + case when score = 1 then 6000 else 0 end);
        if score = 1 and not partial then
          perform private.record_review(deck.uid, pid, deck.lang, day, 3, null,
            least(moment + (cardinality(manifest) + i) * interval '40 seconds', now()), 'recognise',
            2000 + abs(hashtext(pid::text || day::text || 'again')) % 6000);
        end if;
      end loop;
    end loop;
  end loop;
end;
$demo$;

-- Friendships, one pair in each state (actions in order; the trigger checks each step):
--   sam & priya: friends            kenji → sam: invitation pending
--   sam → lena: invite pending      priya & kenji: were friends, removed
--   priya → lena: declined          kenji & lena: cancelled once, then friends
create function pg_temp.friend_action(by_name text, for_name text, action text, ago interval) returns void
language sql as $fn$
  insert into public.friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type, created_at)
  select least(b, f), greatest(b, f), b, f, action, now() - ago
  from (select pg_temp.demo_uid(by_name) as b, pg_temp.demo_uid(for_name) as f) pair
$fn$;

select pg_temp.friend_action('sam', 'priya', 'invite', interval '20 days');
select pg_temp.friend_action('priya', 'sam', 'accept', interval '19 days');
select pg_temp.friend_action('kenji', 'sam', 'invite', interval '2 days');
select pg_temp.friend_action('sam', 'lena', 'invite', interval '1 day');
select pg_temp.friend_action('priya', 'kenji', 'invite', interval '30 days');
select pg_temp.friend_action('kenji', 'priya', 'accept', interval '29 days');
select pg_temp.friend_action('kenji', 'priya', 'remove', interval '5 days');
select pg_temp.friend_action('priya', 'lena', 'invite', interval '8 days');
select pg_temp.friend_action('lena', 'priya', 'decline', interval '7 days');
select pg_temp.friend_action('lena', 'kenji', 'invite', interval '15 days');
select pg_temp.friend_action('lena', 'kenji', 'cancel', interval '14 days');
select pg_temp.friend_action('kenji', 'lena', 'invite', interval '10 days');
select pg_temp.friend_action('lena', 'kenji', 'accept', interval '9 days');

-- Requests: Sam's French one was answered by Lena (and the phrase joined his deck); Sam's
-- Tamil one and Lena's Hindi one are open.
do $requests$
declare
  sam uuid := pg_temp.demo_uid('sam');
  priya uuid := pg_temp.demo_uid('priya');
  kenji uuid := pg_temp.demo_uid('kenji');
  lena uuid := pg_temp.demo_uid('lena');
  answered uuid;
  open_tamil uuid;
  answer uuid;
  recommendation uuid;
begin
  insert into public.phrase_request (requester_uid, lang, prompt, status, created_at, updated_at, fulfilled_at)
  values (sam, 'fra', 'How do I tell a shop assistant that I''m just looking, thanks?', 'fulfilled',
    now() - interval '4 days', now() - interval '2 days', now() - interval '2 days')
  returning id into answered;
  insert into public.phrase (lang, text, added_by, created_at)
  values ('fra', 'Je regarde seulement, merci.', lena, now() - interval '2 days') returning id into answer;
  insert into public.phrase_translation (phrase_id, lang, text, added_by, created_at)
  values (answer, 'eng', 'I''m just looking, thanks.', lena, now() - interval '2 days');
  insert into public.phrase_request_answer (request_id, phrase_id, answered_by, created_at)
  values (answered, answer, lena, now() - interval '2 days');
  insert into public.user_card (uid, phrase_id, lang, status, created_at)
  values (sam, answer, 'fra', 'active', now() - interval '2 days');

  insert into public.phrase_request (requester_uid, lang, prompt, created_at)
  values (sam, 'tam', 'How do I politely ask someone to take a photo of us?', now() - interval '1 day')
  returning id into open_tamil;
  insert into public.phrase_request (requester_uid, lang, prompt, created_at)
  values (lena, 'hin', 'What can I say to thank my host family for a wonderful dinner?', now() - interval '3 days');

  -- Sam asks for one more Spanish phrase (open); Kenji answered Priya's Japanese question, and
  -- the phrase joined her deck.
  insert into public.phrase_request (requester_uid, lang, prompt, created_at)
  values (sam, 'spa', 'What do I say when a shop is out of what I need and I want to order it?',
    now() - interval '20 hours');
  insert into public.phrase_request (requester_uid, lang, prompt, status, created_at, updated_at, fulfilled_at)
  values (priya, 'jpn', 'How do I ask the train staff which platform goes to Kyoto?', 'fulfilled',
    now() - interval '6 days', now() - interval '5 days', now() - interval '5 days')
  returning id into answered;
  insert into public.phrase (lang, text, added_by, created_at)
  values ('jpn', '京都行きは何番線ですか？', kenji, now() - interval '5 days')
  returning id into answer;
  insert into public.phrase_translation (phrase_id, lang, text, added_by, created_at)
  values (answer, 'eng', 'Which platform is for Kyoto?', kenji, now() - interval '5 days');
  insert into public.phrase_request_answer (request_id, phrase_id, answered_by, created_at)
  values (answered, answer, kenji, now() - interval '5 days');
  insert into public.user_card (uid, phrase_id, lang, status, created_at)
  values (priya, answer, 'jpn', 'active', now() - interval '5 days');

  -- Chat between friends: a recommendation Sam accepted, a request, and a fresh recommendation.
  insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, message, created_at)
  values (priya, sam, 'recommendation', 'tam', pg_temp.phrase_id('tam', 'வணக்கம், எப்படி இருக்கீங்க?'),
    'Start with this one, everyone says it!', now() - interval '3 days')
  returning id into recommendation;
  insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, related_message_id, created_at)
  values (sam, priya, 'accepted', 'tam', pg_temp.phrase_id('tam', 'வணக்கம், எப்படி இருக்கீங்க?'), recommendation,
    now() - interval '3 days' + interval '2 hours');
  insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, request_id, message, created_at)
  values (sam, priya, 'request', 'tam', open_tamil, 'Could you help me with this one?', now() - interval '1 day');
  insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, message, created_at)
  values (priya, sam, 'recommendation', 'tam', pg_temp.phrase_id('tam', 'சாப்பிட்டீங்களா?'),
    'Aunties will ask you this all the time.', now() - interval '5 hours');
  insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, message, created_at)
  values (kenji, lena, 'recommendation', 'jpn', pg_temp.phrase_id('jpn', 'いただきます。'),
    'For when you come to dinner!', now() - interval '6 days');
end;
$requests$;

-- ─── Friends and chat (mf-friends) ────────────────────────────────────────────────────────
-- Plain text messages around the structured ones, and read markers: Sam has read Priya's
-- thread up to yesterday, so her two newest messages (the fresh recommendation and a text)
-- count as unread for him; Priya has read everything Sam sent.
do $chat$
declare
  sam uuid := pg_temp.demo_uid('sam');
  priya uuid := pg_temp.demo_uid('priya');
  kenji uuid := pg_temp.demo_uid('kenji');
  lena uuid := pg_temp.demo_uid('lena');
begin
  insert into public.chat_message (sender_uid, recipient_uid, message_type, message, created_at) values
    (sam, priya, 'text', 'Thanks for the Tamil greeting! I used it with my neighbours today.',
      now() - interval '3 days' + interval '3 hours'),
    (priya, sam, 'text', 'Wonderful! Say it with a smile and they will love it.',
      now() - interval '3 days' + interval '4 hours'),
    (priya, sam, 'text', 'Did you get my last one? It comes up at every family visit.',
      now() - interval '4 hours'),
    (kenji, lena, 'text', 'Dinner on Saturday at seven?', now() - interval '6 days' + interval '1 minute'),
    (lena, kenji, 'text', 'Yes please, いただきます!', now() - interval '6 days' + interval '20 minutes');
  insert into public.chat_read_marker (uid, friend_uid, read_at) values
    (sam, priya, now() - interval '1 day'),
    (priya, sam, now() - interval '1 day' + interval '1 minute'),
    (lena, kenji, now() - interval '6 days' + interval '30 minutes'),
    (kenji, lena, now() - interval '6 days' + interval '30 minutes');
end;
$chat$;
