-- Eighteen months of German for Kenji: enough history for deck settings to fit his schedule
-- (docs/scheduling.md). The app schedules him with its defaults (no fitted parameters yet):
-- a card comes back once R <= 0.9 on the default curve. Whether he recalls it is drawn from
-- how he really forgets, FSRS-6 with other parameters (supabase/scripts/simulated-learner.ts),
-- whose memory state is tracked beside the app's.
insert into public.user_deck (uid, lang, created_at, daily_review_goal, learning_goal, theme)
values (pg_temp.demo_uid('kenji'), 'deu', now() - interval '550 days', 10, 'moving', 1);

-- Kenji also wrote his own basics (numbers, days, months, colours) into the German library
-- when he started, so his deck holds more cards than the library's phrases.
insert into public.tag (lang, name, added_by)
select 'deu', t, pg_temp.demo_uid('kenji') from unnest(array['numbers', 'time', 'colours']) t
on conflict (lang, name) do nothing;
create temp table kenji_words (ord serial, text text, english text, tag text);
insert into kenji_words (text, english, tag) values
  ('eins', 'one', 'numbers'),
  ('zwei', 'two', 'numbers'),
  ('drei', 'three', 'numbers'),
  ('vier', 'four', 'numbers'),
  ('fünf', 'five', 'numbers'),
  ('sechs', 'six', 'numbers'),
  ('sieben', 'seven', 'numbers'),
  ('acht', 'eight', 'numbers'),
  ('neun', 'nine', 'numbers'),
  ('zehn', 'ten', 'numbers'),
  ('elf', 'eleven', 'numbers'),
  ('zwölf', 'twelve', 'numbers'),
  ('dreizehn', 'thirteen', 'numbers'),
  ('vierzehn', 'fourteen', 'numbers'),
  ('fünfzehn', 'fifteen', 'numbers'),
  ('zwanzig', 'twenty', 'numbers'),
  ('dreißig', 'thirty', 'numbers'),
  ('hundert', 'a hundred', 'numbers'),
  ('Montag', 'Monday', 'time'),
  ('Dienstag', 'Tuesday', 'time'),
  ('Mittwoch', 'Wednesday', 'time'),
  ('Donnerstag', 'Thursday', 'time'),
  ('Freitag', 'Friday', 'time'),
  ('Samstag', 'Saturday', 'time'),
  ('Sonntag', 'Sunday', 'time'),
  ('Januar', 'January', 'time'),
  ('Februar', 'February', 'time'),
  ('März', 'March', 'time'),
  ('April', 'April', 'time'),
  ('Mai', 'May', 'time'),
  ('Juni', 'June', 'time'),
  ('Juli', 'July', 'time'),
  ('August', 'August', 'time'),
  ('September', 'September', 'time'),
  ('Oktober', 'October', 'time'),
  ('November', 'November', 'time'),
  ('Dezember', 'December', 'time'),
  ('heute', 'today', 'time'),
  ('morgen', 'tomorrow', 'time'),
  ('gestern', 'yesterday', 'time'),
  ('übermorgen', 'the day after tomorrow', 'time'),
  ('die Woche', 'the week', 'time'),
  ('der Monat', 'the month', 'time'),
  ('das Jahr', 'the year', 'time'),
  ('rot', 'red', 'colours'),
  ('blau', 'blue', 'colours'),
  ('grün', 'green', 'colours'),
  ('gelb', 'yellow', 'colours'),
  ('schwarz', 'black', 'colours'),
  ('weiß', 'white', 'colours');
insert into public.phrase (lang, text, added_by, created_at)
select 'deu', w.text, pg_temp.demo_uid('kenji'), now() - interval '548 days' + w.ord * interval '1 minute'
from kenji_words w order by w.ord;
insert into public.phrase_translation (phrase_id, lang, text, added_by, created_at)
select p.id, 'eng', w.english, p.added_by, p.created_at
from kenji_words w join public.phrase p on p.lang = 'deu' and p.text = w.text;
insert into public.phrase_tag (phrase_id, tag_id, added_by)
select p.id, t.id, p.added_by
from kenji_words w join public.phrase p on p.lang = 'deu' and p.text = w.text
join public.tag t on t.lang = 'deu' and t.name = w.tag;
drop table kenji_words;

-- Every German phrase, a few new each day over the first weeks.
insert into public.user_card (uid, phrase_id, lang, created_at, updated_at)
select pg_temp.demo_uid('kenji'), p.id, 'deu',
  now() - interval '545 days' + (p.n / 3) * interval '1 day',
  now() - interval '545 days' + (p.n / 3) * interval '1 day'
from (select x.id, row_number() over (order by x.created_at, x.id) - 1 as n
      from public.phrase x where x.lang = 'deu') p;

do $year$
declare
  learner constant double precision[] := {{LEARNER_PARAMETERS}};
  me uuid := pg_temp.demo_uid('kenji');
  tz text := (select p.time_zone from public.user_profile p where p.uid = me);
  k integer;
  day date;
  moment timestamptz;
  manifest uuid[];
  pid uuid;
  i integer;
  recall double precision;
  draw double precision;
  score integer;
  truth record;
begin
  create temp table kenji_memory (phrase_id uuid primary key, d double precision,
    s double precision, last_day date) on commit drop;
  for k in reverse 545..1 loop
    day := public.day_session_at(tz) - k;
    moment := (day + time '08:30') at time zone tz;
    select coalesce(array_agg(c.phrase_id order by c.created_at), '{}') into manifest
    from public.user_card c
    left join lateral private.card_state_before(c.uid, c.phrase_id, day) st on true
    where c.uid = me and c.lang = 'deu' and c.created_at <= moment
      and (st.day_session is null or public.fsrs_retrievability(day - st.day_session, st.stability) <= 0.9);
    continue when cardinality(manifest) = 0;
    insert into public.user_deck_review_state (uid, lang, day_session, manifest, stage, created_at, updated_at)
    values (me, 'deu', day, manifest, 5, moment, moment);
    i := 0;
    foreach pid in array manifest loop
      i := i + 1;
      select * into truth from kenji_memory m where m.phrase_id = pid;
      -- By the phrase's text and the day's distance from today: the same history every seed.
      draw := (abs(hashtext((select p.text from public.phrase p where p.id = pid) || k::text)) % 10000) / 10000.0;
      if truth.phrase_id is null then
        -- A first look: how well he already knew it.
        score := case when draw < 0.25 then 1 when draw < 0.4 then 2 when draw < 0.9 then 3 else 4 end;
      else
        recall := private.fsrs_curve(day - truth.last_day, truth.s, learner[21]);
        score := case when draw >= recall then 1
          when draw < recall * 0.1 then 4 when draw > recall * 0.92 then 2 else 3 end;
      end if;
      insert into kenji_memory (phrase_id, d, s, last_day)
      select pid, n.difficulty, n.stability, day
      from private.fsrs_step(truth.d, truth.s, day - truth.last_day, score, learner) n
      on conflict (phrase_id) do update set d = excluded.d, s = excluded.s, last_day = excluded.last_day;
      perform private.record_review(me, pid, 'deu', day, score, null, moment + i * interval '30 seconds',
        'recognise', 3000 + abs(hashtext(pid::text || day::text || 'ms')) % 9000);
    end loop;
  end loop;
end;
$year$;
