// The profile form's rules, loaded on the form's first focus or submit rather than with the
// page (docs/performance.md, "The profile form's schema on its first focus or submit").
export { profileSchema } from '@phrasebook/domain';
