-- Decks (one per user and language), cards, the daily review manifest and reviews. All of it
-- is private to its owner. Reviews are written only by the review RPCs, which compute FSRS.

create table public.user_deck (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null default auth.uid() references public.user_profile (uid) on delete cascade,
  lang text not null references public.language (lang),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived boolean not null default false,
  -- docs/product.md §5, §9: an integer of at least 1 (the UI offers 10, 15 or 20).
  daily_review_goal integer not null default 15
    constraint daily_review_goal_at_least_1 check (daily_review_goal >= 1),
  learning_goal text not null default 'moving'
    constraint learning_goal_is_known check (learning_goal in ('visiting', 'family', 'moving')),
  -- Index into the client's theme cycle (pink, red, gold, green, blue); null = by position.
  theme integer constraint theme_is_non_negative check (theme >= 0),
  constraint user_deck_one_per_language unique (uid, lang)
);
alter table public.user_deck enable row level security;
comment on table public.user_deck is 'A learner''s deck for one language.';
create index user_deck_lang_idx on public.user_deck (lang);

create policy "Users read their own decks" on public.user_deck
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users create their own decks" on public.user_deck
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users update their own decks" on public.user_deck
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
create policy "Users delete their own decks" on public.user_deck
  for delete to authenticated using (uid = (select auth.uid()));

create trigger user_deck_touch_updated_at before update on public.user_deck
  for each row execute function private.touch_updated_at();

create table public.user_card (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null default auth.uid(),
  phrase_id uuid not null references public.phrase (id) on delete cascade,
  lang text not null,
  status text not null default 'active'
    constraint card_status_is_known check (status in ('active', 'skipped', 'learned')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_card_one_per_phrase unique (uid, phrase_id),
  -- A card lives only inside an existing deck of the same language.
  constraint user_card_in_deck foreign key (uid, lang)
    references public.user_deck (uid, lang) on delete cascade
);
alter table public.user_card enable row level security;
comment on table public.user_card is 'A phrase in a user''s deck, with its learning status.';
create index user_card_deck_idx on public.user_card (uid, lang);
create index user_card_phrase_idx on public.user_card (phrase_id);

create policy "Users read their own cards" on public.user_card
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users add cards to their own decks" on public.user_card
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users update their own cards" on public.user_card
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));
create policy "Users delete their own cards" on public.user_card
  for delete to authenticated using (uid = (select auth.uid()));

-- The card's language is the phrase's; filled in when omitted, refused when it differs.
create or replace function private.card_lang_matches_phrase() returns trigger
language plpgsql set search_path = '' as $$
declare
  phrase_lang text;
begin
  select p.lang into phrase_lang from public.phrase p where p.id = new.phrase_id;
  if phrase_lang is null then
    return new; -- the foreign key reports the missing phrase
  end if;
  if new.lang is null then
    new.lang := phrase_lang;
  elsif new.lang <> phrase_lang then
    raise exception 'This phrase is in "%", not "%": a card goes in the deck of its phrase''s language', phrase_lang, new.lang
      using errcode = '23514', constraint = 'user_card_lang_matches_phrase';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;
create trigger user_card_lang_matches_phrase before insert or update on public.user_card
  for each row execute function private.card_lang_matches_phrase();

create table public.user_deck_review_state (
  uid uuid not null default auth.uid(),
  lang text not null,
  day_session date not null,
  -- Ordered phrase ids for the day: new cards up to the goal, then every due card.
  manifest uuid[] not null,
  -- docs/product.md §4 review stages 0..5.
  stage smallint not null default 0 constraint review_stage_0_to_5 check (stage between 0 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (uid, lang, day_session),
  constraint review_state_in_deck foreign key (uid, lang)
    references public.user_deck (uid, lang) on delete cascade
);
alter table public.user_deck_review_state enable row level security;
comment on table public.user_deck_review_state is 'A deck''s review session for one day: its immutable manifest and how far it got.';

create policy "Users read their own review sessions" on public.user_deck_review_state
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users start their own review sessions" on public.user_deck_review_state
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users advance their own review sessions" on public.user_deck_review_state
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));

create or replace function private.review_state_manifest_is_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.manifest is distinct from old.manifest or new.day_session <> old.day_session
     or new.lang <> old.lang or new.uid <> old.uid then
    raise exception 'A day''s review manifest cannot be changed once created'
      using errcode = '23514', constraint = 'review_manifest_immutable';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
create trigger user_deck_review_state_manifest_immutable before update on public.user_deck_review_state
  for each row execute function private.review_state_manifest_is_immutable();

create table public.user_card_review (
  id uuid primary key default gen_random_uuid(),
  uid uuid not null default auth.uid(),
  phrase_id uuid not null,
  lang text not null,
  day_session date not null,
  score smallint not null constraint review_score_1_to_4 check (score between 1 and 4),
  -- FSRS memory state after this review, and R at the moment of review (null on a first review).
  difficulty double precision not null constraint review_difficulty_1_to_10 check (difficulty between 1 and 10),
  stability double precision not null constraint review_stability_positive check (stability > 0),
  review_time_retrievability double precision
    constraint review_retrievability_0_to_1 check (review_time_retrievability between 0 and 1),
  -- True for the review that scheduled the card that day; later same-day reviews keep its state.
  day_first_review boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint review_of_own_card foreign key (uid, phrase_id)
    references public.user_card (uid, phrase_id) on delete cascade,
  constraint review_in_deck foreign key (uid, lang)
    references public.user_deck (uid, lang) on delete cascade,
  constraint review_in_session foreign key (uid, lang, day_session)
    references public.user_deck_review_state (uid, lang, day_session) on delete cascade
);
alter table public.user_card_review enable row level security;
comment on table public.user_card_review is 'One scored review of a card with its FSRS state; written only by insert/update_user_card_review.';
create index user_card_review_card_idx on public.user_card_review (uid, phrase_id, day_session desc, created_at desc);
create index user_card_review_deck_idx on public.user_card_review (uid, lang, created_at desc);
create index user_card_review_session_idx on public.user_card_review (uid, lang, day_session);
create unique index user_card_review_one_first_per_day on public.user_card_review (uid, phrase_id, day_session)
  where day_first_review;

create policy "Users read their own reviews" on public.user_card_review
  for select to authenticated using (uid = (select auth.uid()));
-- No insert/update/delete policies and no privileges: the RPCs are the only writers.
revoke insert, update, delete, truncate on public.user_card_review from anon, authenticated;
