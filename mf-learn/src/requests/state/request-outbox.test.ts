import { describe, expect, it } from 'vitest';
import { readQueuedRequestWrite } from './request-outbox.ts';

const request = {
  kind: 'request',
  id: 'r1',
  lang: 'spa',
  prompt: 'How do I say I am lost?',
  attempts: 0,
};
const answer = {
  kind: 'answer',
  id: 'p1',
  lang: 'spa',
  requestId: 'r1',
  phrase_text: 'Estoy perdido',
  translation_lang: 'eng',
  translation_text: 'I am lost',
  attempts: 2,
  lastError: 'Service unavailable',
};

describe('readQueuedRequestWrite', () => {
  it('reads back what the new request form and the answer form queued', () => {
    expect(readQueuedRequestWrite(JSON.parse(JSON.stringify(request)))).toEqual(request);
    expect(readQueuedRequestWrite(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
  });

  it('drops an entry it cannot send: no kind, or a field missing', () => {
    expect(readQueuedRequestWrite({ ...request, kind: undefined })).toBeNull();
    expect(readQueuedRequestWrite({ ...request, prompt: 3 })).toBeNull();
    expect(readQueuedRequestWrite({ ...answer, requestId: undefined })).toBeNull();
    expect(readQueuedRequestWrite({ ...answer, translation_text: null })).toBeNull();
    expect(readQueuedRequestWrite(null)).toBeNull();
  });
});
