-- A phrase holds each translation once (docs/product.md §3): the same text in the same
-- language added twice showed twice on the phrase's page and in every card's answer. Texts are
-- stored trimmed, as every RPC and the app's forms already send them, so " Hello" cannot pass
-- as a second "Hello".
update public.phrase_translation set text = btrim(text) where text <> btrim(text);

-- Nothing references a translation's id, so a repeat can go: the first one added stays.
delete from public.phrase_translation t
using public.phrase_translation kept
where kept.phrase_id = t.phrase_id and kept.lang = t.lang and kept.text = t.text
  and (kept.created_at, kept.id) < (t.created_at, t.id);

alter table public.phrase_translation
  add constraint translation_text_trimmed check (text = btrim(text));

-- Unique on a digest: a btree entry holds at most 2,704 bytes, and 1,000 characters of
-- Chinese or emoji are more than that.
create unique index translation_once_per_phrase
  on public.phrase_translation (phrase_id, lang, md5(text));

-- The unique index leads with phrase_id, so it serves the lookups this one did.
drop index public.phrase_translation_phrase_idx;

-- The index's refusal names only itself: a repeat is refused first in the product's words,
-- whichever way it comes (the table, bulk_add_phrases, a request's answer, a correction's
-- card). Two inserts racing past this check still meet the index.
create function private.refuse_repeated_translation() returns trigger
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
create trigger translation_once_per_phrase before insert or update of phrase_id, lang, text
  on public.phrase_translation
  for each row execute function private.refuse_repeated_translation();
