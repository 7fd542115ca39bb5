// Writes the theme's CSS variables as static CSS: src/lean/theme-variables.css for pages
// without Mantine, src/primitives/theme-variables.css for what signed-in pages read beyond it.
// Run after changing the theme: pnpm --filter @phrasebook/ui gen:lean-css
import { writeFile } from 'node:fs/promises';
import {
  LEAN_THEME_CSS_FILE,
  leanThemeCssFile,
  SIGNED_IN_THEME_CSS_FILE,
  signedInThemeCssFile,
} from './lean-theme-css.ts';

await writeFile(LEAN_THEME_CSS_FILE, await leanThemeCssFile());
await writeFile(SIGNED_IN_THEME_CSS_FILE, await signedInThemeCssFile());
console.log(`Wrote ${LEAN_THEME_CSS_FILE} and ${SIGNED_IN_THEME_CSS_FILE}`);
