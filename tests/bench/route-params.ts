import sharp from 'sharp';

/** A signed-in bench caller against the running server. */
export interface BenchSession {
  url: string;
  headers: { authorization: string };
  userId: string;
}

/**
 * The path parameters of a record the caller may read, for a GET route that names one; it may
 * first create that record through the API. A GET route with a path parameter and no entry here is
 * reported as not measured and fails the bench, like a route without samples fails the
 * cross-organization test: a later area adds its entry beside its routes.
 */
export type ParamsFor = (session: BenchSession) => Promise<Record<string, string>>;

async function uploadAvatar(session: BenchSession): Promise<void> {
  const picture = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c06' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'avatar.png');
  const response = await fetch(`${session.url}/api/users/avatar`, {
    method: 'POST',
    headers: session.headers,
    body: form,
  });
  if (!response.ok) throw new Error(`Uploading the bench avatar answered ${response.status}: ${await response.text()}`);
}

export const BENCH_PARAMS: Readonly<Record<string, ParamsFor>> = {
  'GET /api/users/:id/avatar': async (session) => {
    await uploadAvatar(session);
    return { id: session.userId };
  },
};

/** `/api/users/:id/avatar` with `{ id }` → `/api/users/u1/avatar`; undefined when a value is missing. */
export function fillPath(path: string, params: Record<string, string>): string | undefined {
  let missing = false;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : filled;
}
