// The database schema as the local backend applies it, for the database tests, the
// benchmarks and `pnpm gen:types` alike (tooling reaches it here, never in tests/).
export { applySchema, engineName, type Queryable, type Row } from './apply-schema.ts';
export {
  baselineFile,
  migrationsDir,
  schemaScripts,
  seedFile,
  seedScript,
  sessionSettings,
} from './schema-files.ts';
