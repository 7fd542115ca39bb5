import type { IncomingMessage } from 'node:http';

/** The address rate limits count by: the socket's peer (nothing here trusts forwarding headers). */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export function clientOf(req: IncomingMessage): { userAgent?: string; ip?: string } {
  const client: { userAgent?: string; ip?: string } = {};
  const agent = req.headers['user-agent'];
  if (typeof agent === 'string') client.userAgent = agent.slice(0, 512);
  if (req.socket.remoteAddress) client.ip = req.socket.remoteAddress;
  return client;
}
