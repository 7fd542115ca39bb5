-- What signed-in users may see of each other (docs/product.md §2 Friends: a profile shows the
-- languages its owner knows): public_profile plus languages_known. Like public_profile it
-- runs with its owner's rights, because user_profile's RLS shows a user only their own row;
-- unlike it, visitors who are not signed in cannot read it.

create view public.public_profile_plus as
  select uid, username, avatar_path, languages_known from public.user_profile;
comment on view public.public_profile_plus is
  'For signed-in users: uid, username, avatar_path and the languages the user knows.';
revoke all on public.public_profile_plus from anon, authenticated;
grant select on public.public_profile_plus to authenticated;
