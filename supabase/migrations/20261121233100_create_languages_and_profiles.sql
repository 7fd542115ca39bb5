-- Languages, user profiles (with the public subset everyone may read), the sign-up trigger
-- and the avatars bucket.

create table public.language (
  lang text primary key constraint language_code_is_3_letters check (lang ~ '^[a-z]{3}$'),
  name text not null constraint language_name_not_blank check (btrim(name) <> ''),
  alias_of text references public.language (lang)
);
alter table public.language enable row level security;
comment on table public.language is 'Languages by 3-letter code (ISO 639-3 style) with display names; alias_of points a duplicate code at the one we use.';
create index language_alias_of_idx on public.language (alias_of);

create policy "Languages are readable by everyone" on public.language
  for select to anon, authenticated using (true);

-- docs/product.md §5: each entry has a 3-char lang and a level; at least one entry.
create or replace function public.is_valid_languages_known(items jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(items) = 'array'
    and jsonb_array_length(items) >= 1
    and not exists (
      select from jsonb_array_elements(items) e
      where jsonb_typeof(e) <> 'object'
        or coalesce(e ->> 'lang', '') !~ '^[a-z]{3}$'
        or coalesce(e ->> 'level', '') not in ('fluent', 'proficient', 'beginner')
    )
$$;
comment on function public.is_valid_languages_known(jsonb) is
  'A non-empty array of {lang: 3 letters, level: fluent|proficient|beginner}.';

create table public.user_profile (
  uid uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  username text not null
    constraint username_length_3_to_20 check (char_length(username) between 3 and 20)
    constraint username_no_outer_spaces check (username = btrim(username)),
  avatar_path text,
  languages_known jsonb not null
    constraint languages_known_at_least_one_valid check (public.is_valid_languages_known(languages_known)),
  time_zone text not null default 'UTC'
    constraint time_zone_is_known check (public.is_valid_time_zone(time_zone)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index user_profile_username_key on public.user_profile (lower(username));
alter table public.user_profile enable row level security;
comment on table public.user_profile is 'One per user who finished sign-up. Private: others see public_profile.';
comment on column public.user_profile.time_zone is 'IANA zone; review days roll over at 04:00 here.';

create policy "Users read their own profile" on public.user_profile
  for select to authenticated using (uid = (select auth.uid()));
create policy "Users create their own profile" on public.user_profile
  for insert to authenticated with check (uid = (select auth.uid()));
create policy "Users update their own profile" on public.user_profile
  for update to authenticated using (uid = (select auth.uid())) with check (uid = (select auth.uid()));

create or replace function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger user_profile_touch_updated_at before update on public.user_profile
  for each row execute function private.touch_updated_at();

-- Only the public columns, for everyone (friend search, chat headers, phrase authors). It
-- runs with its owner's rights on purpose: user_profile's RLS shows a user only their own row.
create view public.public_profile as
  select uid, username, avatar_path from public.user_profile;
comment on view public.public_profile is 'The public face of a profile: uid, username, avatar_path.';
revoke all on public.public_profile from anon, authenticated;
grant select on public.public_profile to anon, authenticated;

-- Sign-up: GoTrue inserts into auth.users with the client's metadata. When the metadata
-- carries a valid username and languages_known the profile is created at once; otherwise
-- (or if the username is taken) the user completes it at /getting-started. Never fails.
create or replace function private.create_profile_for_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  uname text := btrim(meta ->> 'username');
  known jsonb := meta -> 'languages_known';
  tz text := coalesce(meta ->> 'time_zone', 'UTC');
begin
  if uname is null or char_length(uname) not between 3 and 20
     or known is null or not public.is_valid_languages_known(known) then
    return new;
  end if;
  if not public.is_valid_time_zone(tz) then
    tz := 'UTC';
  end if;
  begin
    insert into public.user_profile (uid, username, languages_known, time_zone)
    values (new.id, uname, known, tz);
  exception when others then
    -- A taken username must not block the account; the profile is finished later.
    null;
  end;
  return new;
end;
$$;
comment on function private.create_profile_for_new_user() is
  'After sign-up, creates user_profile from raw_user_meta_data (username, languages_known) when valid.';

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- Avatars: public read, 5 MB, images only; a user writes only under "<their uid>/...".
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 5242880, array['image/*'])
on conflict (id) do update set public = excluded.public,
  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "Avatars are readable by everyone" on storage.objects
  for select to anon, authenticated using (bucket_id = 'avatars');
create policy "Users upload avatars under their own uid" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users update avatars under their own uid" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users delete avatars under their own uid" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
