import { vi } from 'vitest';

/** A request the renderer's api client sent, as the fake server saw it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces `fetch` with a server that gives these answers in order and notes what was sent: for
 * unit tests of what a page's save sends and how its refusal reads, through the real api client.
 * Restore with `vi.unstubAllGlobals()`.
 */
export function answering(...answers: Response[]): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: input,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`no answer left for ${input}`);
    return Promise.resolve(answer);
  });
  return sent;
}

/** A JSON answer, with an ETag when given. */
export const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag === undefined ? {} : { etag }) },
  });
