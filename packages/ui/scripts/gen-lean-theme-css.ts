// Writes src/lean/theme-variables.css, the theme's CSS variables for pages without Mantine.
// Run after changing the theme: pnpm --filter @phrasebook/ui gen:lean-css
import { writeFile } from 'node:fs/promises';
import { LEAN_THEME_CSS_FILE, leanThemeCssFile } from './lean-theme-css.ts';

await writeFile(LEAN_THEME_CSS_FILE, await leanThemeCssFile());
console.log(`Wrote ${LEAN_THEME_CSS_FILE}`);
