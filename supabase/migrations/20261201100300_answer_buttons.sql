-- Two answer modes (issue #46, docs/product.md §4 "Answer buttons"): the spec's four buttons
-- (Again, Hard, Good, Easy) by default, or two (Again, Good), chosen on the profile and
-- overridden per deck (null: as the profile says).
alter table public.user_profile
  add column answer_buttons text not null default 'four'
    constraint answer_buttons_four_or_two check (answer_buttons in ('four', 'two'));
comment on column public.user_profile.answer_buttons is
  'How many score buttons a review shows: four (Again, Hard, Good, Easy) or two (Again, Good).';

alter table public.user_deck
  add column answer_buttons text
    constraint deck_answer_buttons_four_or_two check (answer_buttons is null or answer_buttons in ('four', 'two'));
comment on column public.user_deck.answer_buttons is
  'This deck''s answer buttons, four or two; null for the profile''s choice.';
