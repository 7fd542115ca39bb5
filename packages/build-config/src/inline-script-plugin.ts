import fs from 'node:fs';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

/**
 * Writes a small classic script into index.html, minified, where the template names it in a
 * `<script src="/<name>">` tag: a script the page must run before its first paint, asked for
 * as a file, costs a round trip on every visit, even a repeat one (docs/performance.md).
 */
export function inlineScriptPlugin({ file, name }: { file: string; name: string }): RsbuildPlugin {
  const tag = `<script src="/${name}"></script>`;
  return {
    name: `phrasebook-inline-script:${name}`,
    setup(api) {
      api.modifyHTML(async (html) => {
        if (!html.includes(tag)) throw new Error(`inline-script: index.html has no ${tag}`);
        const { code } = await rspack.experiments.swc.minify(fs.readFileSync(file, 'utf8'), {
          compress: true,
          mangle: true,
        });
        return html.replace(tag, `<script>${code.trim()}</script>`);
      });
    },
  };
}
