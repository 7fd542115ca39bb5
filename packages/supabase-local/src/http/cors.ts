import type { IncomingMessage, ServerResponse } from 'node:http';

const allowHeaders = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'x-supabase-api-version',
  'x-retry-count',
  'x-metadata',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

const exposeHeaders = [
  'content-range',
  'content-profile',
  'content-location',
  'location',
  'preference-applied',
  'x-total-count',
  'x-supabase-api-version',
  'link',
  'etag',
  'content-disposition',
].join(', ');

/** Supabase answers every origin; the browser then decides with the key it holds. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', exposeHeaders);
}

/** Answers a preflight: any method supabase-js uses, the headers it sends (and any it asks for). */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested ? `${allowHeaders}, ${requested}` : allowHeaders,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
}
