// Writes packages/ui/src/mantine-parts/*.ts from the installed @mantine/core and the parts in
// src/mantine-parts/parts.ts. Run after upgrading Mantine or changing the parts:
// pnpm gen:mantine-parts
import { mkdir, writeFile } from 'node:fs/promises';
import { partFile, partsDir } from '../src/mantine-parts/installed.ts';
import { partFileTexts } from '../src/mantine-parts/part-file.ts';

await mkdir(partsDir, { recursive: true });
for (const [part, text] of Object.entries(partFileTexts())) {
  await writeFile(partFile(part as never), text);
  console.log(`Wrote ${partFile(part as never)}`);
}
