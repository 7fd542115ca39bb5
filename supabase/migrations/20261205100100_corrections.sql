-- Corrections (issue #50, docs/product.md "Corrections"): a friend suggests a better version
-- of a learner's text message, and the learner may make the corrected sentence a card, with
-- their own sentence as the card's note and the friend as its source.
--
-- A correction is a chat_message of type 'correction' from the friend to the learner:
-- related_message_id is the learner's original text message, message the corrected text.
-- Messages are read only by their two people (chat_message's RLS), so only the two friends
-- see it.

alter table public.chat_message drop constraint chat_message_type_is_known;
alter table public.chat_message add constraint chat_message_type_is_known
  check (message_type in ('recommendation', 'request', 'accepted', 'text',
                          'recording_request', 'recording_made', 'correction'));
alter table public.chat_message add constraint correction_names_original_and_text
  check (message_type <> 'correction'
         or (related_message_id is not null and message is not null and btrim(message) <> ''));

-- The rules with the product's messages, before the constraints above (a BEFORE trigger runs
-- first), so a client learns what is wrong rather than a constraint's name. They hold for
-- every writer: a correction of a message the corrector did not receive makes no sense even
-- from the owner. The original is read with the writer's rights, so a message the writer
-- cannot see is "not sent to you" too, and its existence is not revealed.
create function private.check_correction_message() returns trigger
language plpgsql set search_path = '' as $$
declare
  original public.chat_message;
begin
  if new.message_type <> 'correction' then
    return new;
  end if;
  select m.* into original from public.chat_message m where m.id = new.related_message_id;
  if not found or original.recipient_uid <> new.sender_uid
     or original.sender_uid <> new.recipient_uid then
    raise exception 'You can only correct a message sent to you'
      using errcode = '23514', constraint = 'correction_of_a_message_received',
        table = 'chat_message', schema = 'public';
  end if;
  if original.message_type <> 'text' then
    raise exception 'Only text messages can be corrected'
      using errcode = '23514', constraint = 'correction_of_a_text_message',
        table = 'chat_message', schema = 'public';
  end if;
  if new.message is null or btrim(new.message) = '' then
    raise exception 'Write the corrected sentence'
      using errcode = '23514', constraint = 'correction_not_blank',
        table = 'chat_message', schema = 'public';
  end if;
  if char_length(new.message) > 2000 then
    raise exception 'A correction can be at most 2,000 characters'
      using errcode = '23514', constraint = 'correction_at_most_2000',
        table = 'chat_message', schema = 'public';
  end if;
  if btrim(new.message) = btrim(original.message) then
    raise exception 'A correction must change the message'
      using errcode = '23514', constraint = 'correction_changes_the_text',
        table = 'chat_message', schema = 'public';
  end if;
  new.lang := coalesce(new.lang, original.lang);
  return new;
end;
$$;
comment on function private.check_correction_message() is
  'A correction corrects a text message its sender received from its recipient, with changed, non-blank text of at most 2,000 characters.';
create trigger chat_message_correction_check before insert on public.chat_message
  for each row execute function private.check_correction_message();

create function private.notify_correction() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.message_type = 'correction' then
    perform private.notify(new.recipient_uid, 'correction_received', new.sender_uid, new.lang,
                           null, new.id, happened_at => new.created_at);
  end if;
  return null;
end;
$$;
create trigger chat_message_correction_notifies after insert on public.chat_message
  for each row execute function private.notify_correction();

-- A card's note and source live on the learner's card, not on the phrase: the phrase is the
-- library's, shared by every learner of the language, while "what I wrote" and "who taught me
-- this" are the learner's own (RLS shows a card to its owner only). They are set on the
-- phrase's recognise card, the one that stands for the phrase in the deck.
alter table public.user_card
  add column note text constraint user_card_note_at_most_2000 check (char_length(note) <= 2000),
  add column source_uid uuid references public.user_profile (uid) on delete set null,
  add column source_message_id uuid references public.chat_message (id) on delete set null;
comment on column public.user_card.note is
  'The learner''s note on the card; for a correction made a card, the sentence they had written.';
comment on column public.user_card.source_uid is
  'Who the card came from: the friend whose correction it is.';
comment on column public.user_card.source_message_id is
  'The correction this card was made from (one card per correction).';
create index user_card_source_idx on public.user_card (source_uid);
create unique index user_card_one_per_correction on public.user_card (uid, source_message_id)
  where source_message_id is not null;

-- Only making a correction a card names a card's source: a client cannot credit (or blame)
-- someone for a card they never sent.
create function private.guard_card_source() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.source_uid is distinct from (case when tg_op = 'UPDATE' then old.source_uid end)
          or new.source_message_id is distinct from
             (case when tg_op = 'UPDATE' then old.source_message_id end)) then
    raise exception 'A card''s source is set by making a friend''s correction a card'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
create trigger user_card_source_guard before insert or update on public.user_card
  for each row execute function private.guard_card_source();

-- The learner makes a correction sent to them a card: the corrected sentence becomes a phrase
-- of `lang` (the library's phrase with that exact text when there is one) with the learner's
-- translation, and a card in their deck of `lang` with their original sentence as its note
-- and the friend as its source; the friend is told. Owner rights: the source columns are
-- written only here. Repeating it returns the same card (one card per correction); phrase_id
-- is the client-made id of the new phrase, as in add_phrase.
create function public.make_correction_card(
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

  select p.id into target from public.phrase p
  where p.lang = make_correction_card.lang and p.text = sentence
  order by p.created_at, p.id limit 1;
  if target is null then
    if private.phrase_already_added(make_correction_card.phrase_id, me) then
      raise exception 'This phrase id is already used' using errcode = '23505';
    end if;
    insert into public.phrase (id, lang, text, added_by)
    values (coalesce(make_correction_card.phrase_id, gen_random_uuid()),
            make_correction_card.lang, sentence, me)
    returning id into target;
  end if;
  if not exists (select from public.phrase_translation t
                 where t.phrase_id = target and t.lang = tr_lang and t.text = tr_text) then
    insert into public.phrase_translation (phrase_id, lang, text, added_by)
    values (target, tr_lang, tr_text, me);
  end if;

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
comment on function public.make_correction_card(uuid, text, text, text, uuid) is
  'Makes a correction sent to the caller a card in their deck of lang: the corrected sentence with the given translation, the original sentence as note and the friend as source; tells the friend. Idempotent per correction.';
revoke execute on function public.make_correction_card(uuid, text, text, text, uuid) from public, anon;
grant execute on function public.make_correction_card(uuid, text, text, text, uuid) to authenticated, service_role;
revoke execute on function private.check_correction_message() from public, anon;
revoke execute on function private.notify_correction() from public, anon, authenticated;
revoke execute on function private.guard_card_source() from public, anon;

comment on table public.chat_message is
  'Messages between friends: plain text, corrections of a text, phrase recommendations, card requests, accepted recommendations and recordings asked and made.';
