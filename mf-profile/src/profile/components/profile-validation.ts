// The profile form's rules, loaded on the form's first focus or submit rather than with the
// page: they bring zod, 12.6 kB gzip of /profile's first load (README, "What the first load
// costs").
export { fieldErrorsOf, profileSchema } from '@phrasebook/domain';
