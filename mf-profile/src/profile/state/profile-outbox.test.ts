import { describe, expect, it } from 'vitest';
import { readQueuedProfileSave, type QueuedProfileSave } from './profile-outbox.ts';

const entry: QueuedProfileSave = {
  id: 'e1',
  uid: 'me',
  fields: {
    username: 'sofia_r',
    languages_known: [
      { lang: 'spa', level: 'fluent' },
      { lang: 'deu', level: 'beginner' },
    ],
  },
  attempts: 1,
  lastError: 'Service Unavailable',
};

describe('readQueuedProfileSave', () => {
  it('reads back what the details form queued', () => {
    expect(readQueuedProfileSave(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
  });

  it('drops an entry it cannot save: no username, no languages, a row without a known level', () => {
    const withFields = (fields: object) => ({ ...entry, fields: { ...entry.fields, ...fields } });
    expect(readQueuedProfileSave(withFields({ username: undefined }))).toBeNull();
    expect(readQueuedProfileSave(withFields({ languages_known: [] }))).toBeNull();
    expect(
      readQueuedProfileSave(withFields({ languages_known: [{ lang: 'spa', level: 'native' }] })),
    ).toBeNull();
    expect(
      readQueuedProfileSave(withFields({ languages_known: [{ lang: 'es', level: 'fluent' }] })),
    ).toBeNull();
    expect(readQueuedProfileSave({ ...entry, uid: undefined })).toBeNull();
  });
});
