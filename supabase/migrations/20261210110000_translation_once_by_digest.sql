-- 20261209100000 was first committed with translation_once_per_phrase as a unique constraint on
-- the text itself (501ddf8). A btree entry holds at most 2,704 bytes, and 1,000 characters of
-- Chinese or emoji are more, so a long translation could not be stored; the file was then
-- edited to a unique index on a digest of the text, with a trigger, and shipped so. A database
-- that applied the first version never reran the file: this migration converges, ending with
-- the digest's index and the trigger whichever version a database applied.
alter table public.phrase_translation drop constraint if exists translation_once_per_phrase;
drop index if exists public.translation_once_per_phrase;
create unique index translation_once_per_phrase
  on public.phrase_translation (phrase_id, lang, md5(text));

-- The index's refusal names only itself: a repeat is refused first in the product's words,
-- whichever way it comes (the table, bulk_add_phrases, a request's answer, a correction's
-- card). Two inserts racing past this check still meet the index.
create or replace function private.refuse_repeated_translation() returns trigger
language plpgsql set search_path = '' as $$
begin
  if exists (select from public.phrase_translation t
             where t.phrase_id = new.phrase_id and t.lang = new.lang
               and t.text = new.text and t.id <> new.id) then
    raise exception 'This phrase already has this translation' using errcode = '23505';
  end if;
  return new;
end;
$$;
drop trigger if exists translation_once_per_phrase on public.phrase_translation;
create trigger translation_once_per_phrase before insert or update of phrase_id, lang, text
  on public.phrase_translation
  for each row execute function private.refuse_repeated_translation();
