import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languageNames } from '@phrasebook/domain';
import { demoProfiles } from './demo-profiles.ts';
import { simulatedLearnerParameters } from './simulated-learner.ts';
import { phraseLibrary } from './phrase-library/index.ts';
import { sqlJson, sqlString } from './sql-literal.ts';

/**
 * Builds supabase/seed.sql from its sources, so the seed never drifts from them:
 * the domain package's language names, the phrase library, the demo accounts and the
 * hand-written demo activity (seed-demo-activity.sql) and Kenji's eighteen months of German
 * (seed-long-history.sql). Run: pnpm exec tsx supabase/scripts/build-seed.ts
 */

interface DemoAccount {
  email: string;
  password: string;
  username: string;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
export const seedPath = here('../seed.sql');

export function readDemoAccounts(): DemoAccount[] {
  return JSON.parse(readFileSync(here('../demo-accounts.json'), 'utf8')) as DemoAccount[];
}

function languagesSection(): string {
  const rows = Object.entries(languageNames)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([lang, name]) => `  (${sqlString(lang)}, ${sqlString(name)})`);
  return [
    '-- Languages: generated from packages/domain/src/languages/language-names.ts.',
    'insert into public.language (lang, name) values',
    `${rows.join(',\n')}`,
    'on conflict (lang) do update set name = excluded.name;',
  ].join('\n');
}

function usersSection(): string {
  const accounts = readDemoAccounts();
  const statements = accounts.map((account) => {
    const profile = demoProfiles.find((p) => p.username === account.username);
    if (!profile) throw new Error(`No demo profile for ${account.username}`);
    const meta = {
      username: profile.username,
      user_role: profile.userRole,
      languages_known: profile.languagesKnown,
      time_zone: profile.timeZone,
    };
    return [
      'insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,',
      '  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,',
      // Empty rather than null: hosted GoTrue reads these as strings.
      '  confirmation_token, recovery_token, email_change_token_new, email_change)',
      "values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',",
      `  ${sqlString(account.email)}, extensions.crypt(${sqlString(account.password)}, extensions.gen_salt('bf', 10)),`,
      `  now() - interval '60 days', '{"provider": "email", "providers": ["email"]}'::jsonb, ${sqlJson(meta)},`,
      "  now() - interval '60 days', now() - interval '60 days', '', '', '', '');",
    ].join('\n');
  });
  return [
    '-- Demo accounts (supabase/demo-accounts.json): bcrypt hashes GoTrue and bcryptjs both verify.',
    '-- The sign-up trigger creates each profile from raw_user_meta_data.',
    ...statements,
    'insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)',
    "select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),",
    "  'email', u.created_at, u.created_at, u.created_at",
    'from auth.users u',
    `where u.email in (${accounts.map((a) => sqlString(a.email)).join(', ')});`,
  ].join('\n');
}

function librarySection(): string {
  const blocks = Object.entries(phraseLibrary).map(([lang, library]) => {
    const data = library.phrases.map(([text, english, tags]) => ({ text, english, tags }));
    return `select pg_temp.seed_library(${sqlString(lang)}, ${library.author ? sqlString(library.author) : 'null'}, ${sqlJson(data)});`;
  });
  return [
    '-- Phrase library: generated from supabase/scripts/phrase-library/*.ts.',
    'create function pg_temp.seed_library(for_lang text, author_name text, items jsonb) returns void',
    'language plpgsql as $fn$',
    'declare',
    '  author uuid := (select p.uid from public.user_profile p where p.username = author_name);',
    '  item jsonb;',
    '  tag_name text;',
    '  new_phrase uuid;',
    '  ord integer := 0;',
    'begin',
    '  insert into public.tag (lang, name, added_by)',
    "  select distinct for_lang, t, author from jsonb_array_elements(items) i, jsonb_array_elements_text(i -> 'tags') t",
    '  on conflict (lang, name) do nothing;',
    '  for item in select value from jsonb_array_elements(items) loop',
    '    ord := ord + 1;',
    "    -- Library phrases predate the demo decks; their order is the file's order.",
    '    insert into public.phrase (lang, text, added_by, created_at)',
    "    values (for_lang, item ->> 'text', author, now() - interval '90 days' + ord * interval '1 minute')",
    '    returning id into new_phrase;',
    '    insert into public.phrase_translation (phrase_id, lang, text, added_by, created_at)',
    "    values (new_phrase, 'eng', item ->> 'english', author, now() - interval '90 days' + ord * interval '1 minute');",
    "    for tag_name in select jsonb_array_elements_text(item -> 'tags') loop",
    '      insert into public.phrase_tag (phrase_id, tag_id, added_by)',
    '      select new_phrase, t.id, author from public.tag t where t.lang = for_lang and t.name = tag_name;',
    '    end loop;',
    '  end loop;',
    'end;',
    '$fn$;',
    ...blocks,
  ].join('\n');
}

/** Kenji's eighteen months of German, with the simulated learner's parameters written in. */
function longHistorySection(): string {
  return readFileSync(here('./seed-long-history.sql'), 'utf8')
    .replace(
      '{{LEARNER_PARAMETERS}}',
      `array[${simulatedLearnerParameters.join(', ')}]::double precision[]`,
    )
    .trimEnd();
}

export function buildSeedSql(): string {
  const activity = readFileSync(here('./seed-demo-activity.sql'), 'utf8');
  return [
    '-- GENERATED by supabase/scripts/build-seed.ts; edit its sources, then run it again.',
    '-- Applied once, on an empty database, after the migrations. Times are relative to now(),',
    '-- so the demo always looks alive.',
    '',
    languagesSection(),
    '',
    usersSection(),
    '',
    librarySection(),
    '',
    activity.trimEnd(),
    '',
    longHistorySection(),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(seedPath, buildSeedSql());
  console.log(`wrote ${seedPath}`);
}
