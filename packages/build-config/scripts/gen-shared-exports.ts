// Writes src/trimmed-shared-exports.ts from the sources. Run after adding or removing an
// import of react-router anywhere: pnpm gen:shared-exports
import { writeFile } from 'node:fs/promises';
import {
  TRIMMED_EXPORTS_FILE,
  trimmedExportsFileText,
  untrimmableImports,
} from '../src/shared-exports/trimmed-exports-file.ts';

const untrimmable = untrimmableImports();
if (untrimmable.length > 0) {
  console.error(`Import these by name instead:\n${untrimmable.map((i) => `  ${i}`).join('\n')}`);
  process.exit(1);
}
await writeFile(TRIMMED_EXPORTS_FILE, await trimmedExportsFileText());
console.log(`Wrote ${TRIMMED_EXPORTS_FILE}`);
