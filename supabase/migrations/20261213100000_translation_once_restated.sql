-- 20261209100000 and 20261210110000 each exist in two texts (their history says how); either
-- way a database ended with the state below, which this file, never edited, states once more:
-- a translation is unique per phrase and language by a digest of its text (a btree entry
-- holds at most 2,704 bytes), and a repeat is refused in the product's words first.
alter table public.phrase_translation drop constraint if exists translation_once_per_phrase;
drop index if exists public.translation_once_per_phrase;
create unique index translation_once_per_phrase
  on public.phrase_translation (phrase_id, lang, md5(text));

drop trigger if exists translation_once_per_phrase on public.phrase_translation;
create trigger translation_once_per_phrase before insert or update of phrase_id, lang, text
  on public.phrase_translation
  for each row execute function private.refuse_repeated_translation();
