import { Agent, request } from 'node:http';

/** What one call answered: its status (0 when the connection failed) and its JSON body. */
export interface Answer {
  status: number;
  body: unknown;
  /** Set when no answer came (refused, reset, timed out). */
  failure?: string;
}

/**
 * The n-th distinct loopback address after 127.0.0.1 (127.0.0.2, 127.0.0.3, ...; the whole of
 * 127.0.0.0/8 reaches this machine on Linux). Last octets 0 and 255 are skipped.
 */
export function loopbackAddress(n: number): string {
  const index = Math.floor(n / 254) * 256 + (n % 254) + 2;
  return `127.${(index >> 16) & 0xff}.${(index >> 8) & 0xff}.${index & 0xff}`;
}

/**
 * One visitor of the booking page: a keep-alive connection from its own source address. The server
 * limits holds and bookings per address (request.ip, the socket's: it trusts no X-Forwarded-For),
 * so the bench gives each visitor a real address of its own instead of loosening the limits.
 */
export class Visitor {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: URL,
    readonly address: string,
  ) {
    // Agent options reach socket.connect(), localAddress included: every socket binds to it.
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = request(
        {
          agent: this.agent,
          host: this.baseUrl.hostname,
          port: this.baseUrl.port,
          method,
          path,
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: kept as text, for the error samples.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', (err) => resolve({ status: 0, body: undefined, failure: err.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
      req.on('error', (err) => resolve({ status: 0, body: undefined, failure: err.message }));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
