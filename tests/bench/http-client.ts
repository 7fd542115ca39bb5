/**
 * The HTTP client of the server benches: node:http over kept-alive sockets. The load
 * generator shares this machine's two cores with the server, so its own work is taken from
 * the server's: fetch (undici) spent 450–580 µs of CPU per request here against 130 µs for
 * node:http, more than the server's whole work on a review (~200 µs).
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

export interface HttpClient {
  send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer>;
  close(): void;
}

/** A client keeping up to `sockets` connections open (one per concurrent bench client). */
export function httpClient(sockets: number): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    send: (method, url, headers, body) =>
      new Promise<Answer>((resolve, reject) => {
        const sent =
          body === undefined
            ? headers
            : { ...headers, 'content-length': `${Buffer.byteLength(body)}` };
        const req = http.request(url, { agent, method, headers: sent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}
