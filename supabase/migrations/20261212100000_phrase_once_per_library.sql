-- A library holds a phrase once (docs/product.md §5): the add-phrase and bulk-add forms refuse
-- a phrase their language's library already has, told apart only by letter case, spacing or
-- punctuation ("wo ist der Bahnhof" is "Wo ist der Bahnhof?"; accents count, está is not
-- esta). A client that skipped the forms (the table, add_phrase, bulk_add_phrases, a request's
-- answer) stored a second copy, so two learners reviewed two cards of one phrase. The database
-- now refuses it with the forms' words, by the forms' rule (samePhraseIn, similar-phrases.ts).

-- The ranges of Unicode's punctuation (P) and symbol (S) categories, Unicode 17.0, as the
-- forms' /[\p{P}\p{S}]/u matches them. Spelt out: [[:punct:]] follows the server's locale
-- (ASCII only under C) and, with ICU, leaves the symbols out.
create function private.punctuation_and_symbols() returns text
language sql immutable parallel safe set search_path = '' as $$
  select '[' ||
    '\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a1-\u00a9\u00ab-\u00ac' ||
    '\u00ae-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df' ||
    '\u02e5-\u02eb\u02ed\u02ef-\u02ff\u0375\u037e\u0384-\u0385\u0387\u03f6\u0482\u055a-\u055f' ||
    '\u0589-\u058a\u058d-\u058f\u05be\u05c0\u05c3\u05c6\u05f3-\u05f4\u0606-\u060f\u061b' ||
    '\u061d-\u061f\u066a-\u066d\u06d4\u06de\u06e9\u06fd-\u06fe\u0700-\u070d\u07f6-\u07f9' ||
    '\u07fe-\u07ff\u0830-\u083e\u085e\u0888\u0964-\u0965\u0970\u09f2-\u09f3\u09fa-\u09fb' ||
    '\u09fd\u0a76\u0af0-\u0af1\u0b70\u0bf3-\u0bfa\u0c77\u0c7f\u0c84\u0d4f\u0d79\u0df4\u0e3f' ||
    '\u0e4f\u0e5a-\u0e5b\u0f01-\u0f17\u0f1a-\u0f1f\u0f34\u0f36\u0f38\u0f3a-\u0f3d\u0f85' ||
    '\u0fbe-\u0fc5\u0fc7-\u0fcc\u0fce-\u0fda\u104a-\u104f\u109e-\u109f\u10fb\u1360-\u1368' ||
    '\u1390-\u1399\u1400\u166d-\u166e\u169b-\u169c\u16eb-\u16ed\u1735-\u1736\u17d4-\u17d6' ||
    '\u17d8-\u17db\u1800-\u180a\u1940\u1944-\u1945\u19de-\u19ff\u1a1e-\u1a1f\u1aa0-\u1aa6' ||
    '\u1aa8-\u1aad\u1b4e-\u1b4f\u1b5a-\u1b6a\u1b74-\u1b7f\u1bfc-\u1bff\u1c3b-\u1c3f' ||
    '\u1c7e-\u1c7f\u1cc0-\u1cc7\u1cd3\u1fbd\u1fbf-\u1fc1\u1fcd-\u1fcf\u1fdd-\u1fdf' ||
    '\u1fed-\u1fef\u1ffd-\u1ffe\u2010-\u2027\u2030-\u205e\u207a-\u207e\u208a-\u208e' ||
    '\u20a0-\u20c1\u2100-\u2101\u2103-\u2106\u2108-\u2109\u2114\u2116-\u2118\u211e-\u2123' ||
    '\u2125\u2127\u2129\u212e\u213a-\u213b\u2140-\u2144\u214a-\u214d\u214f\u218a-\u218b' ||
    '\u2190-\u2429\u2440-\u244a\u249c-\u24e9\u2500-\u2775\u2794-\u2b73\u2b76-\u2bff' ||
    '\u2ce5-\u2cea\u2cf9-\u2cfc\u2cfe-\u2cff\u2d70\u2e00-\u2e2e\u2e30-\u2e5d\u2e80-\u2e99' ||
    '\u2e9b-\u2ef3\u2f00-\u2fd5\u2ff0-\u2fff\u3001-\u3004\u3008-\u3020\u3030\u3036-\u3037' ||
    '\u303d-\u303f\u309b-\u309c\u30a0\u30fb\u3190-\u3191\u3196-\u319f\u31c0-\u31e5\u31ef' ||
    '\u3200-\u321e\u322a-\u3247\u3250\u3260-\u327f\u328a-\u32b0\u32c0-\u33ff\u4dc0-\u4dff' ||
    '\ua490-\ua4c6\ua4fe-\ua4ff\ua60d-\ua60f\ua673\ua67e\ua6f2-\ua6f7\ua700-\ua716' ||
    '\ua720-\ua721\ua789-\ua78a\ua828-\ua82b\ua836-\ua839\ua874-\ua877\ua8ce-\ua8cf' ||
    '\ua8f8-\ua8fa\ua8fc\ua92e-\ua92f\ua95f\ua9c1-\ua9cd\ua9de-\ua9df\uaa5c-\uaa5f' ||
    '\uaa77-\uaa79\uaade-\uaadf\uaaf0-\uaaf1\uab5b\uab6a-\uab6b\uabeb\ufb29\ufbb2-\ufbd2' ||
    '\ufd3e-\ufd4f\ufd90-\ufd91\ufdc8-\ufdcf\ufdfc-\ufdff\ufe10-\ufe19\ufe30-\ufe52' ||
    '\ufe54-\ufe66\ufe68-\ufe6b\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65' ||
    '\uffe0-\uffe6\uffe8-\uffee\ufffc-\ufffd\U00010100-\U00010102\U00010137-\U0001013f' ||
    '\U00010179-\U00010189\U0001018c-\U0001018e\U00010190-\U0001019c\U000101a0' ||
    '\U000101d0-\U000101fc\U0001039f\U000103d0\U0001056f\U00010857\U00010877-\U00010878' ||
    '\U0001091f\U0001093f\U00010a50-\U00010a58\U00010a7f\U00010ac8\U00010af0-\U00010af6' ||
    '\U00010b39-\U00010b3f\U00010b99-\U00010b9c\U00010d6e\U00010d8e-\U00010d8f\U00010ead' ||
    '\U00010ed0-\U00010ed8\U00010f55-\U00010f59\U00010f86-\U00010f89\U00011047-\U0001104d' ||
    '\U000110bb-\U000110bc\U000110be-\U000110c1\U00011140-\U00011143\U00011174-\U00011175' ||
    '\U000111c5-\U000111c8\U000111cd\U000111db\U000111dd-\U000111df\U00011238-\U0001123d' ||
    '\U000112a9\U000113d4-\U000113d5\U000113d7-\U000113d8\U0001144b-\U0001144f' ||
    '\U0001145a-\U0001145b\U0001145d\U000114c6\U000115c1-\U000115d7\U00011641-\U00011643' ||
    '\U00011660-\U0001166c\U000116b9\U0001173c-\U0001173f\U0001183b\U00011944-\U00011946' ||
    '\U000119e2\U00011a3f-\U00011a46\U00011a9a-\U00011a9c\U00011a9e-\U00011aa2' ||
    '\U00011b00-\U00011b09\U00011be1\U00011c41-\U00011c45\U00011c70-\U00011c71' ||
    '\U00011ef7-\U00011ef8\U00011f43-\U00011f4f\U00011fd5-\U00011ff1\U00011fff' ||
    '\U00012470-\U00012474\U00012ff1-\U00012ff2\U00016a6e-\U00016a6f\U00016af5' ||
    '\U00016b37-\U00016b3f\U00016b44-\U00016b45\U00016d6d-\U00016d6f\U00016e97-\U00016e9a' ||
    '\U00016fe2\U0001bc9c\U0001bc9f\U0001cc00-\U0001ccef\U0001ccfa-\U0001ccfc' ||
    '\U0001cd00-\U0001ceb3\U0001ceba-\U0001ced0\U0001cee0-\U0001cef0\U0001cf50-\U0001cfc3' ||
    '\U0001d000-\U0001d0f5\U0001d100-\U0001d126\U0001d129-\U0001d164\U0001d16a-\U0001d16c' ||
    '\U0001d183-\U0001d184\U0001d18c-\U0001d1a9\U0001d1ae-\U0001d1ea\U0001d200-\U0001d241' ||
    '\U0001d245\U0001d300-\U0001d356\U0001d6c1\U0001d6db\U0001d6fb\U0001d715\U0001d735' ||
    '\U0001d74f\U0001d76f\U0001d789\U0001d7a9\U0001d7c3\U0001d800-\U0001d9ff' ||
    '\U0001da37-\U0001da3a\U0001da6d-\U0001da74\U0001da76-\U0001da83\U0001da85-\U0001da8b' ||
    '\U0001e14f\U0001e2ff\U0001e5ff\U0001e95e-\U0001e95f\U0001ecac\U0001ecb0\U0001ed2e' ||
    '\U0001eef0-\U0001eef1\U0001f000-\U0001f02b\U0001f030-\U0001f093\U0001f0a0-\U0001f0ae' ||
    '\U0001f0b1-\U0001f0bf\U0001f0c1-\U0001f0cf\U0001f0d1-\U0001f0f5\U0001f10d-\U0001f1ad' ||
    '\U0001f1e6-\U0001f202\U0001f210-\U0001f23b\U0001f240-\U0001f248\U0001f250-\U0001f251' ||
    '\U0001f260-\U0001f265\U0001f300-\U0001f6d8\U0001f6dc-\U0001f6ec\U0001f6f0-\U0001f6fc' ||
    '\U0001f700-\U0001f7d9\U0001f7e0-\U0001f7eb\U0001f7f0\U0001f800-\U0001f80b' ||
    '\U0001f810-\U0001f847\U0001f850-\U0001f859\U0001f860-\U0001f887\U0001f890-\U0001f8ad' ||
    '\U0001f8b0-\U0001f8bb\U0001f8c0-\U0001f8c1\U0001f8d0-\U0001f8d8\U0001f900-\U0001fa57' ||
    '\U0001fa60-\U0001fa6d\U0001fa70-\U0001fa7c\U0001fa80-\U0001fa8a\U0001fa8e-\U0001fac6' ||
    '\U0001fac8\U0001facd-\U0001fadc\U0001fadf-\U0001faea\U0001faef-\U0001faf8' ||
    '\U0001fb00-\U0001fb92\U0001fb94-\U0001fbef\U0001fbfa' || ']'
$$;

-- The text two phrases share when the forms take them for one: composed (NFC), lower-cased
-- as JavaScript does (ICU's root locale: the final sigma, İ), without punctuation or
-- symbols, each run of spaces one space, trimmed. Empty for a phrase of punctuation only,
-- which the forms never take for another. A server without ICU lower-cases by its own locale
-- rather than fail to migrate.
do $$
begin
  execute format($function$
    create function private.phrase_key(phrase_text text) returns text
    language sql immutable strict parallel safe set search_path = '' as $key$
      select btrim(regexp_replace(
        regexp_replace(lower(normalize(phrase_text, NFC) collate %I),
                       private.punctuation_and_symbols(), '', 'g'),
        '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
        ' ', 'g'), ' ')
    $key$
  $function$,
  case when exists (select from pg_catalog.pg_collation c where c.collname = 'und-x-icu')
       then 'und-x-icu' else 'default' end);
end;
$$;

-- On a digest: a btree entry holds at most 2,704 bytes, and 1,000 characters of Chinese or
-- emoji are more. Not unique: a database may hold copies added before this rule, and which
-- copy's cards, tags and answers should win is not the migration's to decide; they stay, and
-- only new copies are refused.
create index phrase_once_per_library on public.phrase (lang, md5(private.phrase_key(text)));

-- The phrase a new text would repeat in lang's library, if any (the index finds it).
create function private.phrase_in_library(for_lang text, for_text text, except_id uuid)
returns uuid
language sql stable set search_path = '' as $$
  select p.id from public.phrase p
  where p.lang = for_lang and private.phrase_key(for_text) <> ''
    and md5(private.phrase_key(p.text)) = md5(private.phrase_key(for_text))
    and private.phrase_key(p.text) = private.phrase_key(for_text)
    and p.id is distinct from except_id
  order by p.text = btrim(for_text) desc, p.created_at, p.id
  limit 1
$$;

-- Whichever way a phrase comes (the table, an RPC), and an edit moving one onto another. An
-- edit that keeps its key (a copy from before this rule fixing its case) passes. Two inserts
-- of one phrase at once would each miss the other's uncommitted row under READ COMMITTED:
-- a transaction-scoped lock on the language and key makes the second wait for the first to
-- commit, then its check, a new statement with a new snapshot, sees it. (Under REPEATABLE
-- READ the snapshot is older and the race stays; PostgREST's transactions are READ
-- COMMITTED.)
create function private.refuse_phrase_in_library() returns trigger
language plpgsql set search_path = '' as $$
declare
  key text := private.phrase_key(new.text);
begin
  if key = '' or (tg_op = 'UPDATE' and new.lang = old.lang
                  and key = private.phrase_key(old.text)) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('phrase_in_library' || new.lang || md5(key), 4));
  if private.phrase_in_library(new.lang, new.text, new.id) is not null then
    raise exception 'This phrase is already in the library: open it below to add it to your deck'
      using errcode = '23505';
  end if;
  return new;
end;
$$;
create trigger phrase_once_per_library before insert or update of lang, text on public.phrase
  for each row execute function private.refuse_phrase_in_library();

revoke execute on function private.refuse_phrase_in_library() from public, anon;

-- bulk_add_phrases as before, refusing in the bulk form's words before the table would: a row
-- the library has, or one repeating an earlier row of the same call.
create or replace function public.bulk_add_phrases(lang text, phrases jsonb)
returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  item jsonb;
  tr jsonb;
  new_id uuid;
  key text;
  staged text[] := '{}';
  p public.phrase;
  result jsonb := '[]'::jsonb;
begin
  perform private.require_lang(bulk_add_phrases.lang, 'Select a language to start learning');
  if phrases is null or jsonb_typeof(phrases) <> 'array' or jsonb_array_length(phrases) = 0 then
    raise exception 'Please add at least one phrase' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(phrases) loop
    new_id := (item ->> 'id')::uuid;
    if private.phrase_already_added(new_id, me) then
      result := result || private.phrase_result(new_id, me);
      continue;
    end if;
    if jsonb_typeof(item -> 'translations') is distinct from 'array'
       or jsonb_array_length(item -> 'translations') = 0 then
      raise exception 'Please add at least one translation' using errcode = '22023';
    end if;
    key := private.phrase_key(item ->> 'phrase_text');
    if key = any(staged) then
      raise exception 'This phrase is already in a row above' using errcode = '23505';
    end if;
    if private.phrase_in_library(bulk_add_phrases.lang, item ->> 'phrase_text', null) is not null
    then
      raise exception 'This phrase is already in the library: remove this row, and add it to your deck from the library'
        using errcode = '23505';
    end if;
    if key <> '' then
      staged := staged || key;
    end if;
    insert into public.phrase (id, lang, text, added_by)
    values (coalesce(new_id, gen_random_uuid()), bulk_add_phrases.lang,
      private.require_text(item ->> 'phrase_text', 'Please enter a phrase'), me)
    returning * into p;
    for tr in select value from jsonb_array_elements(item -> 'translations') loop
      insert into public.phrase_translation (phrase_id, lang, text, added_by)
      values (p.id, private.require_lang(tr ->> 'lang', 'Provide a language for the translation'),
        private.require_text(tr ->> 'text', 'Please enter a translation'), me);
    end loop;
    perform private.add_card_if_deck(me, p.id, p.lang);
    result := result || private.phrase_result(p.id, me);
  end loop;
  return result;
end;
$$;

-- A translation added to a phrase unless it has it: the library's phrase, taken in place of a
-- new one, may, and the translation trigger refuses a repeat (20261209100000). Used by every
-- way of writing that reuses the library's phrase (make_correction_card, 20261212110000's).
create function private.add_translation_once(
  for_phrase uuid, for_lang text, for_text text, by_uid uuid)
returns void
language sql set search_path = '' as $$
  insert into public.phrase_translation (phrase_id, lang, text, added_by)
  select for_phrase, for_lang, for_text, by_uid
  where not exists (select from public.phrase_translation t
                    where t.phrase_id = for_phrase and t.lang = for_lang and t.text = for_text)
$$;

-- make_correction_card as before (20261205100100), but "the library's phrase when it has the
-- sentence" is found by the library's rule, or its insert would now be refused: the phrase
-- with the exact text first, else one told apart only by case, spacing or punctuation; a
-- sentence of punctuation only, which the rule leaves out, by its exact text.
create or replace function public.make_correction_card(
  correction_id uuid, lang text, translation_lang text, translation_text text,
  phrase_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  correction public.chat_message;
  original_text text;
  existing public.user_card;
  sentence text;
  tr_lang text;
  tr_text text;
  target uuid;
  card public.user_card;
begin
  select m.* into correction from public.chat_message m
  where m.id = make_correction_card.correction_id and m.message_type = 'correction'
    and m.recipient_uid = me;
  if not found then
    raise exception 'You can only make a card of a correction sent to you' using errcode = '42501';
  end if;
  select c.* into existing from public.user_card c
  where c.uid = me and c.source_message_id = correction.id;
  if found then
    return private.phrase_result(existing.phrase_id, me)
      || jsonb_build_object('correction_id', correction.id, 'created', false);
  end if;
  perform private.require_lang(make_correction_card.lang, 'Pick the deck for this card');
  if not exists (select from public.user_deck d
                 where d.uid = me and d.lang = make_correction_card.lang) then
    raise exception 'You have no % deck: start one to add this card',
      coalesce((select l.name from public.language l where l.lang = make_correction_card.lang),
               make_correction_card.lang)
      using errcode = '22023';
  end if;
  tr_lang := private.require_lang(translation_lang, 'Provide a language for the translation');
  tr_text := private.require_text(translation_text, 'Please enter a translation');
  if char_length(tr_text) > 1000 then
    raise exception 'A translation can be at most 1,000 characters' using errcode = '22023';
  end if;
  sentence := btrim(correction.message);
  if char_length(sentence) > 1000 then
    raise exception 'A card''s phrase can be at most 1,000 characters: this correction is longer'
      using errcode = '22023';
  end if;
  select m.message into original_text from public.chat_message m
  where m.id = correction.related_message_id;

  target := coalesce(private.phrase_in_library(make_correction_card.lang, sentence, null),
    (select p.id from public.phrase p
     where p.lang = make_correction_card.lang and p.text = sentence
     order by p.created_at, p.id limit 1));
  if target is null then
    if private.phrase_already_added(make_correction_card.phrase_id, me) then
      raise exception 'This phrase id is already used' using errcode = '23505';
    end if;
    insert into public.phrase (id, lang, text, added_by)
    values (coalesce(make_correction_card.phrase_id, gen_random_uuid()),
            make_correction_card.lang, sentence, me)
    returning id into target;
  end if;
  perform private.add_translation_once(target, tr_lang, tr_text, me);

  insert into public.user_card (uid, phrase_id, lang, status, note, source_uid, source_message_id)
  values (me, target, make_correction_card.lang, 'active', original_text, correction.sender_uid,
          correction.id)
  on conflict on constraint user_card_one_per_direction do update
    set status = 'active', note = excluded.note, source_uid = excluded.source_uid,
        source_message_id = excluded.source_message_id, updated_at = now()
  returning * into card;

  perform private.notify(correction.sender_uid, 'correction_carded', me, make_correction_card.lang,
                         target, correction.id);
  return private.phrase_result(target, me)
    || jsonb_build_object('correction_id', correction.id, 'created', true);
end;
$$;
