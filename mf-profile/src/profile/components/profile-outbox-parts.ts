// What /profile loads of the profile outbox once the page has settled, or as the form saves:
// none of it is part of the page's first load (docs/performance.md).
export { ProfileSaveStatus } from './profile-save-status.tsx';
export { saveOrQueueProfileFields } from '../state/profile-outbox.ts';
