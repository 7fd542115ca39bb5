// A subpath (docs/architecture.md, "Barrel or subpath"): the phrase page, the chat and review
// load it with the recorder, never with a first screen.
export type { PhraseRecording } from './phrase-recording.ts';
export { RECORDINGS_BUCKET } from './phrase-recording.ts';
export { phraseRecordingsQuery, readBestRecordings, readRecordings } from './recordings-query.ts';
export {
  recordingOutbox,
  recordingRefusalsAtom,
  saveRecording,
  type RecordingOutboxEntry,
  type RecordingTake,
} from './recording-outbox.ts';
export { deleteRecording } from './delete-recording.ts';
export { askToRecord } from './ask-to-record.ts';
export { friendsToAskQuery, type FriendToAsk } from './friends-to-ask-query.ts';
