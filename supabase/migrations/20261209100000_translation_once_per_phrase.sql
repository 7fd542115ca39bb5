-- A phrase holds each translation once (docs/product.md §5): the same text in the same language
-- added twice showed twice on the phrase's page and in every card's answer. Texts are stored
-- trimmed, as every RPC and the app's forms already send them, so " Hello" cannot slip past
-- the uniqueness as a second "Hello".
update public.phrase_translation set text = btrim(text) where text <> btrim(text);

-- Nothing references a translation's id, so a repeat can go: the first one added stays.
delete from public.phrase_translation t
using public.phrase_translation kept
where kept.phrase_id = t.phrase_id and kept.lang = t.lang and kept.text = t.text
  and (kept.created_at, kept.id) < (t.created_at, t.id);

alter table public.phrase_translation
  add constraint translation_text_trimmed check (text = btrim(text)),
  add constraint translation_once_per_phrase unique (phrase_id, lang, text);

-- The unique index leads with phrase_id, so it serves the lookups this one did.
drop index public.phrase_translation_phrase_idx;
