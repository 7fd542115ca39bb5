/**
 * Where each Supabase service lives under the project URL, as supabase-js derives them
 * (a project URL may or may not end in a slash).
 */
export function supabaseServiceUrl(
  projectUrl: string,
  service: 'auth' | 'rest' | 'storage' | 'realtime',
): string {
  const base = projectUrl.endsWith('/') ? projectUrl : `${projectUrl}/`;
  const url = new URL(`${service}/v1`, base);
  if (service === 'realtime') url.protocol = url.protocol.replace('http', 'ws');
  return url.href;
}
