// Writes the theme's CSS variables as static CSS for pages without Mantine (the signed-out
// pages' kit): src/lean/theme-variables.css. Run after changing the theme:
// pnpm --filter @phrasebook/ui gen:lean-css
import { writeFile } from 'node:fs/promises';
import { LEAN_THEME_CSS_FILE, leanThemeCssFile } from './lean-theme-css.ts';

await writeFile(LEAN_THEME_CSS_FILE, await leanThemeCssFile());
console.log(`Wrote ${LEAN_THEME_CSS_FILE}`);
