import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** A script the page downloaded, with its size at gzip level 9 (docs/performance.md). */
export interface DownloadedScript {
  url: string;
  /** The URL's path, as a page's files are named. */
  path: string;
  text: string;
  gzip: number;
}

/**
 * Records the scripts `page` downloads from now on (those whose path passes `wanted`); the
 * returned function stops recording and reads them. A script asked for afterwards (what the
 * page fetches ahead once idle) is left out: its body can no longer be read once the test has
 * closed the page, and reading it then failed the test.
 */
export function recordScripts(
  page: Page,
  wanted: (path: string) => boolean = () => true,
): () => Promise<DownloadedScript[]> {
  const scripts: Promise<DownloadedScript>[] = [];
  const record = (response: Response) => {
    const url = response.url();
    const path = new URL(url).pathname;
    if (response.request().resourceType() !== 'script' || !wanted(path)) return;
    scripts.push(
      response.body().then((body) => ({
        url,
        path,
        text: body.toString('utf8'),
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', record);
  return () => {
    page.off('response', record);
    return Promise.all(scripts);
  };
}
