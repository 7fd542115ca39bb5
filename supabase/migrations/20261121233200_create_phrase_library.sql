-- The shared phrase library: phrases, their translations and tags. Readable by everyone;
-- written by signed-in users, always in their own name.

create table public.phrase (
  id uuid primary key default gen_random_uuid(),
  lang text not null references public.language (lang),
  text text not null
    constraint phrase_text_not_blank check (btrim(text) <> '')
    constraint phrase_text_at_most_1000 check (char_length(text) <= 1000),
  added_by uuid default auth.uid() references public.user_profile (uid) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.phrase enable row level security;
comment on table public.phrase is 'A phrase in a language, shared by all learners of it.';
create index phrase_lang_idx on public.phrase (lang, created_at);
create index phrase_added_by_idx on public.phrase (added_by);

create policy "Phrases are readable by everyone" on public.phrase
  for select to anon, authenticated using (true);
create policy "Users add phrases in their own name" on public.phrase
  for insert to authenticated with check (added_by = (select auth.uid()));
create policy "Authors edit their phrases" on public.phrase
  for update to authenticated
  using (added_by = (select auth.uid())) with check (added_by = (select auth.uid()));

create table public.phrase_translation (
  id uuid primary key default gen_random_uuid(),
  phrase_id uuid not null references public.phrase (id) on delete cascade,
  lang text not null references public.language (lang),
  text text not null
    constraint translation_text_not_blank check (btrim(text) <> '')
    constraint translation_text_at_most_1000 check (char_length(text) <= 1000),
  added_by uuid default auth.uid() references public.user_profile (uid) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.phrase_translation enable row level security;
comment on table public.phrase_translation is 'A translation of a phrase into another language.';
create index phrase_translation_phrase_idx on public.phrase_translation (phrase_id);
create index phrase_translation_added_by_idx on public.phrase_translation (added_by);

create policy "Translations are readable by everyone" on public.phrase_translation
  for select to anon, authenticated using (true);
create policy "Users add translations in their own name" on public.phrase_translation
  for insert to authenticated with check (added_by = (select auth.uid()));
create policy "Authors edit their translations" on public.phrase_translation
  for update to authenticated
  using (added_by = (select auth.uid())) with check (added_by = (select auth.uid()));
create policy "Authors delete their translations" on public.phrase_translation
  for delete to authenticated using (added_by = (select auth.uid()));

create table public.tag (
  id uuid primary key default gen_random_uuid(),
  lang text not null references public.language (lang),
  name text not null
    constraint tag_name_1_to_40 check (char_length(btrim(name)) between 1 and 40),
  added_by uuid default auth.uid() references public.user_profile (uid) on delete set null,
  created_at timestamptz not null default now(),
  unique (lang, name)
);
alter table public.tag enable row level security;
comment on table public.tag is 'A topic label for phrases of one language (e.g. "food", "travel").';
create index tag_added_by_idx on public.tag (added_by);

create policy "Tags are readable by everyone" on public.tag
  for select to anon, authenticated using (true);
create policy "Users add tags in their own name" on public.tag
  for insert to authenticated with check (added_by = (select auth.uid()));

create table public.phrase_tag (
  phrase_id uuid not null references public.phrase (id) on delete cascade,
  tag_id uuid not null references public.tag (id) on delete cascade,
  added_by uuid default auth.uid() references public.user_profile (uid) on delete set null,
  created_at timestamptz not null default now(),
  primary key (phrase_id, tag_id)
);
alter table public.phrase_tag enable row level security;
comment on table public.phrase_tag is 'Which tags a phrase carries.';
create index phrase_tag_tag_idx on public.phrase_tag (tag_id);
create index phrase_tag_added_by_idx on public.phrase_tag (added_by);

create policy "Phrase tags are readable by everyone" on public.phrase_tag
  for select to anon, authenticated using (true);
create policy "Users tag phrases in their own name" on public.phrase_tag
  for insert to authenticated with check (added_by = (select auth.uid()));
create policy "Users remove their own tagging" on public.phrase_tag
  for delete to authenticated using (added_by = (select auth.uid()));
