// The find-a-friend form's rule, in a module of its own so the page can fetch it (and zod)
// on the form's first focus and the bundle keeps only these two exports of @phrasebook/domain.
export { fieldErrorsOf, findFriendSchema } from '@phrasebook/domain';
