// The find-a-friend form's rule, in a module of its own so the page can fetch it (and zod)
// on the form's first focus and the bundle keeps only this export of @phrasebook/domain.
export { findFriendSchema } from '@phrasebook/domain';
