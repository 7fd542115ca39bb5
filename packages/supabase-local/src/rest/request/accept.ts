import { RestError } from '../errors.ts';

/** What the `Accept` header asks for: JSON array (default), one object, nulls stripped. */
export interface AcceptedMedia {
  single: boolean;
  stripNulls: boolean;
}

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
  const object = media.find((m) => m.type === objectType);
  if (object) return { single: true, stripNulls: object.stripNulls };
  const json = media.find((m) => jsonTypes.has(m.type));
  if (json) return { single: false, stripNulls: json.stripNulls };
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}
