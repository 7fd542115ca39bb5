/**
 * @phrasebook/domain: the app's rules as plain TypeScript, shared by every
 * front end and by tests. No React, no I/O.
 */
export * from './languages/index.ts';
export * from './validation/index.ts';
export * from './format/index.ts';
export * from './days/index.ts';
export * from './fsrs/index.ts';
export * from './schedule/index.ts';
export * from './review/index.ts';
export * from './themes/index.ts';
export * from './goals/index.ts';
export * from './decks/index.ts';
export * from './friends/index.ts';
export * from './chat/index.ts';
export * from './recordings/index.ts';
export * from './library/index.ts';
export * from './bulk/index.ts';
export * from './cards/index.ts';
export * from './progress/index.ts';
