/**
 * Content types, parsed strictly (RFC 9110 §8.3.1: `type/subtype` tokens, then
 * `; name=value` parameters). A value like `image/png, text/html` is not one type and is
 * refused, so what is stored and served back is always exactly one well-formed type.
 */

export interface MimeType {
  type: string;
  subtype: string;
  /** `type/subtype`, lower-cased. */
  essence: string;
  /** The whole value, type and parameter names lower-cased: what is stored and served. */
  text: string;
}

const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const quoted = /^"[^"\\\r\n]*"$/;

export function parseMimeType(value: string): MimeType | null {
  const [head = '', ...rawParams] = value.split(';');
  const parts = head.trim().split('/');
  if (parts.length !== 2) return null;
  const [type = '', subtype = ''] = parts.map((p) => p.toLowerCase());
  if (!token.test(type) || !token.test(subtype)) return null;
  const params: string[] = [];
  for (const raw of rawParams) {
    if (raw.trim() === '') continue;
    const cut = raw.indexOf('=');
    const name = raw.slice(0, Math.max(cut, 0)).trim().toLowerCase();
    const paramValue = raw.slice(cut + 1).trim();
    if (cut <= 0 || !token.test(name) || !(token.test(paramValue) || quoted.test(paramValue))) {
      return null;
    }
    params.push(`;${name}=${paramValue}`);
  }
  const essence = `${type}/${subtype}`;
  return { type, subtype, essence, text: essence + params.join('') };
}

const inlineTypes = new Set(['audio', 'video', 'font']);
const inlineEssences = new Set([
  'text/plain',
  'text/csv',
  'application/json',
  'application/pdf',
  'application/octet-stream',
]);

/**
 * Whether a browser may show an object of this type in place. Anything it could run as a
 * document (HTML, SVG, XML, scripts, and every type not known to be passive) is served as
 * an attachment in a sandbox instead: objects come from the backend's own origin.
 */
export function servedInline(mime: MimeType): boolean {
  if (mime.type === 'image') return mime.subtype !== 'svg+xml';
  return inlineTypes.has(mime.type) || inlineEssences.has(mime.essence);
}
