import type { BroadcastRow } from '@phrasebook/data';
import type { NotificationRecord } from './notification-list-query.ts';

const textFields = ['id', 'uid', 'kind', 'created_at', 'changed_at'] as const;
const optionalFields = [
  'actor_uid',
  'lang',
  'phrase_id',
  'message_id',
  'request_id',
  'streak_id',
  'read_at',
] as const;

/** The broadcast's JSON as a notification row, or null when it is not one. */
export function toNotificationRecord(row: BroadcastRow): NotificationRecord | null {
  const texts = textFields.every((field) => typeof row[field] === 'string');
  const optional = optionalFields.every(
    (field) => row[field] === null || row[field] === undefined || typeof row[field] === 'string',
  );
  if (!texts || !optional) return null;
  const text = (field: (typeof textFields)[number]) => String(row[field]);
  const maybe = (field: (typeof optionalFields)[number]) =>
    typeof row[field] === 'string' ? row[field] : null;
  return {
    id: text('id'),
    uid: text('uid'),
    kind: text('kind'),
    created_at: text('created_at'),
    changed_at: text('changed_at'),
    actor_uid: maybe('actor_uid'),
    lang: maybe('lang'),
    phrase_id: maybe('phrase_id'),
    message_id: maybe('message_id'),
    request_id: maybe('request_id'),
    streak_id: maybe('streak_id'),
    read_at: maybe('read_at'),
  };
}
