export { pasteDelimiter, stagePastedRows } from './paste-staging.ts';
export type { StagedPhrase } from './paste-staging.ts';
