import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { hasBrotli } from './nginx-config.mjs';
import { uploadBuild } from './static-rehearsal.mjs';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build whose one hashed script holds `source`, under the same name whatever it holds. */
function buildWith(source: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-build-'));
  scratch.push(dist);
  fs.mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'static/js/index.0123abcd.js'), source);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  return dist;
}

function uploadTarget(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-target-'));
  scratch.push(target);
  return target;
}

describe('uploadBuild', () => {
  it("writes each hashed file's compressed copies of its own content, uploaded again or not", async () => {
    // Long enough to be compressed, and distinct per run: the kept copies are by content.
    const first = `console.log(${JSON.stringify(`first ${Date.now()} `.repeat(200))});`;
    const second = `console.log(${JSON.stringify(`second ${Date.now()} `.repeat(200))});`;
    const uploads = [
      [first, uploadTarget()],
      [first, uploadTarget()],
      [second, uploadTarget()],
    ] as const;
    for (const [source, target] of uploads) await uploadBuild(buildWith(source), target);

    for (const [source, target] of uploads) {
      const script = path.join(target, 'static/js/index.0123abcd.js');
      expect(fs.readFileSync(script, 'utf8')).toBe(source);
      expect(zlib.gunzipSync(fs.readFileSync(`${script}.gz`)).toString()).toBe(source);
      if (hasBrotli()) {
        expect(zlib.brotliDecompressSync(fs.readFileSync(`${script}.br`)).toString()).toBe(source);
      }
      // Not hashed: nginx compresses it as it sends it.
      expect(fs.existsSync(path.join(target, 'index.html.gz'))).toBe(false);
    }
  });

  it("changes a replaced file's validators with its content, and keeps them with the same", async () => {
    // Three builds whose manifests have the same size, as two builds' manifests often do.
    const builds = ['0123abcd', '4567cdef', '4567cdef'].map((hash) => {
      const dist = buildWith('console.log(1);');
      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), `{"entry":"remoteEntry.${hash}.js"}`);
      return dist;
    });
    const target = uploadTarget();
    const manifest = path.join(target, 'mf-manifest.json');
    // Begun early in a second, so that the uploads share it, as a quick redeploy's do: nginx's
    // validators are the file's second and size (replaced-files.mjs).
    while (Date.now() % 1000 > 100) await new Promise((resolve) => setTimeout(resolve, 10));
    const dates: number[] = [];
    for (const dist of builds) {
      await uploadBuild(dist, target);
      dates.push(fs.statSync(manifest).mtimeMs);
    }
    const [first, second, third] = dates.map((ms) => Math.floor(ms / 1000));
    expect(second).toBeGreaterThan(first!);
    expect(third).toBe(second);
  });
});
