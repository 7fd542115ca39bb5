// Renders the shell's PNG app icons from the SVG drawings in shell/public/icons with Debian's
// Chromium, so the PNGs never drift from the SVGs. Run: node packages/ui/scripts/render-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The shared launcher is TypeScript: tsx compiles it on load.
register();
const { launchChromium } = await import('@phrasebook/testing/chromium');

const iconsDir = fileURLToPath(new URL('../../../shell/public/icons/', import.meta.url));
const outputs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const { context, close } = await launchChromium();
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const { svg, png, size } of outputs) {
    const markup = fs.readFileSync(path.join(iconsDir, svg), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(iconsDir, png), omitBackground: true });
    console.log(`wrote ${png} (${size}px)`);
  }
} finally {
  await close();
}
