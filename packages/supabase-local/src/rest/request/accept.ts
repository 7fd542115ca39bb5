import { RestError } from '../errors.ts';

/**
 * What the `Accept` header asks for: JSON array (default), one object, nulls stripped, CSV,
 * or the execution plan (`application/vnd.pgrst.plan+json|text; options=analyze|verbose`).
 */
export interface AcceptedMedia {
  single: boolean;
  stripNulls: boolean;
  csv?: boolean;
  plan?: { format: 'json' | 'text'; options: string[]; mediaType: string };
}

const planOptions = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

const jsonTypes = new Set([
  '*/*',
  'application/*',
  'application/json',
  'application/vnd.pgrst.array+json',
]);
const objectType = 'application/vnd.pgrst.object+json';

export function parseAccept(header: string | undefined): AcceptedMedia {
  if (!header || header.trim() === '') return { single: false, stripNulls: false };
  const media = header.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return { type, stripNulls: params.includes('nulls=stripped') };
  });
  const plan = /(?:^|,)\s*application\/vnd\.pgrst\.plan(?:\+(json|text))?\s*(;[^,]*)?/i.exec(
    header,
  );
  if (plan) {
    const format = plan[1]?.toLowerCase() === 'json' ? 'json' : 'text';
    const options = (/options=([a-z|]+)/i.exec(plan[2] ?? '')?.[1] ?? '')
      .toLowerCase()
      .split('|')
      .filter((o) => planOptions.has(o));
    return {
      single: false,
      stripNulls: false,
      plan: { format, options, mediaType: `application/vnd.pgrst.plan+${format}` },
    };
  }
  if (media.some((m) => m.type === 'text/csv'))
    return { single: false, stripNulls: false, csv: true };
  const object = media.find((m) => m.type === objectType);
  if (object) return { single: true, stripNulls: object.stripNulls };
  const json = media.find((m) => jsonTypes.has(m.type));
  if (json) return { single: false, stripNulls: json.stripNulls };
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}
