import { afterEach, expect, it, vi } from 'vitest';
import { pickRecordingFormat, RECORDING_MIME_TYPES } from './recording-format.ts';

afterEach(() => vi.unstubAllGlobals());

function recorderSupporting(...types: string[]) {
  vi.stubGlobal('MediaRecorder', { isTypeSupported: (type: string) => types.includes(type) });
}

it('records Opus in WebM where the browser can (Chromium, Firefox)', () => {
  recorderSupporting('audio/webm;codecs=opus', 'audio/mp4');
  expect(pickRecordingFormat()).toEqual({
    mimeType: 'audio/webm;codecs=opus',
    fileType: 'audio/webm',
    extension: 'webm',
  });
});

it('records MP4 where WebM is not offered (Safari, iOS)', () => {
  recorderSupporting('audio/mp4');
  expect(pickRecordingFormat()).toEqual({
    mimeType: 'audio/mp4',
    fileType: 'audio/mp4',
    extension: 'm4a',
  });
});

it('cannot record without MediaRecorder', () => {
  vi.stubGlobal('MediaRecorder', undefined);
  expect(pickRecordingFormat()).toBeNull();
});

it('cannot record in a format the storage would refuse', () => {
  recorderSupporting('audio/ogg;codecs=opus');
  expect(pickRecordingFormat()).toBeNull();
});

it('stores only the types it can record', () => {
  expect([...RECORDING_MIME_TYPES]).toEqual(['audio/webm', 'audio/mp4']);
});
