export { messages } from './messages.ts';
export { limits } from './limits.ts';
export {
  atLeastCharacters,
  atMostCharacters,
  characterCount,
  choiceField,
  emailField,
  languageCodeField,
  missingOrInvalid,
  newPasswordField,
  requiredText,
  usernameField,
  uuidField,
} from './fields.ts';
export * from './account-choices.ts';
export * from './auth-schemas.ts';
export * from './profile-rules.ts';
export * from './profile-schemas.ts';
export * from './deck-schemas.ts';
export * from './phrase-schemas.ts';
export * from './route-schemas.ts';
export { fieldErrorsOf } from './field-errors.ts';
