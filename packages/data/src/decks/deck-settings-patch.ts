import { isAnswerButtons, learningGoals, type AnswerButtons } from '@phrasebook/domain';

/**
 * What the deck settings page writes to user_deck, each control its own fields: the settings
 * form (goals, colour, recall), the answer buttons, even days, archive or restore, and the
 * review schedule's retention and source. Here, not in mf-learn, because the screens of every
 * app read the saves that wait (queued-deck-settings.ts).
 */
export interface DeckSettingsPatch {
  daily_review_goal?: number;
  learning_goal?: string;
  theme?: number | null;
  recall_enabled?: boolean;
  /** null: as the profile says. */
  answer_buttons?: AnswerButtons | null;
  balance_load?: boolean;
  /** ISO weekdays, 1 = Monday. */
  easy_days?: number[];
  archived?: boolean;
  desired_retention?: number;
  /** 'learner' copies the learner's fitted set as it is when the write arrives. */
  schedule_source?: 'default' | 'learner';
}

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);

// Each field as the database's checks take it: an entry they would refuse is not kept.
const fieldReaders: { [Field in keyof DeckSettingsPatch]-?: (value: unknown) => boolean } = {
  daily_review_goal: (value) => isWholeNumber(value) && value >= 1,
  learning_goal: (value) => learningGoals.some((known) => known === value),
  theme: (value) => value === null || isWholeNumber(value),
  recall_enabled: isBoolean,
  answer_buttons: (value) => value === null || isAnswerButtons(value),
  balance_load: isBoolean,
  easy_days: (value) =>
    Array.isArray(value) &&
    value.length < 7 &&
    new Set(value).size === value.length &&
    value.every((day) => isWholeNumber(day) && day >= 1 && day <= 7),
  archived: isBoolean,
  desired_retention: (value) => typeof value === 'number' && value >= 0.7 && value <= 0.97,
  schedule_source: (value) => value === 'default' || value === 'learner',
};

const isField = (key: string): key is keyof DeckSettingsPatch => key in fieldReaders;

/** A stored patch, or null when a field cannot be saved or there is none. */
export function readDeckSettingsPatch(value: unknown): DeckSettingsPatch | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = Object.entries(value).filter(([key]) => isField(key));
  if (fields.length === 0) return null;
  if (!fields.every(([key, field]) => isField(key) && fieldReaders[key](field))) return null;
  return Object.fromEntries(fields) as DeckSettingsPatch;
}
