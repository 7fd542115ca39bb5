// `@phrasebook/ui/forms`: not part of the shared '@phrasebook/ui'. It holds no state, so the
// apps whose forms use it bundle it, and no first load carries it.
export { useFormFollowing } from './use-form-following.ts';
export { lazySchemaResolver, SCHEMA_UNAVAILABLE, type FormSchema } from './lazy-schema-resolver.ts';
export { focusFirstInvalid } from './focus-first-invalid.ts';
export { useComboboxList, type ComboboxListOptions } from './use-combobox-list.ts';
