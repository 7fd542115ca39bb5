import { schemaResolver, type FormErrors } from '@mantine/form';

/** What `schemaResolver` takes: a Standard Schema, as the domain's zod schemas are. */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/** The key of the error that stops a submit whose schema could not be fetched; no field shows it. */
export const SCHEMA_UNAVAILABLE = 'form';

/**
 * Mantine's `schemaResolver` for a schema that loads with the form's code instead of with the
 * page, so a first paint carries no zod (docs/performance.md). Given to `useForm`'s
 * `validate`, which awaits it: `form.onSubmit` runs its handler only with valid values, and
 * `form.submitting` is true meanwhile. When the schema cannot be fetched (offline, a deploy
 * in between), `onUnavailable` gets the reason and the submit stops with the values kept.
 */
export function lazySchemaResolver(
  load: () => Promise<FormSchema>,
  onUnavailable: (error: unknown) => void,
): (values: unknown) => Promise<FormErrors> {
  return async (values) => {
    let schema: FormSchema;
    try {
      schema = await load();
    } catch (error) {
      onUnavailable(error);
      return { [SCHEMA_UNAVAILABLE]: error instanceof Error ? error.message : String(error) };
    }
    return schemaResolver(schema)(values);
  };
}
