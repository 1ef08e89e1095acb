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

/** A photo of the caller's first location (the demo has two): the one already there, or a new upload. */
async function locationPhoto(session: BenchSession): Promise<Record<string, string>> {
  const listed = await fetch(`${session.url}/api/locations`, { headers: session.headers });
  if (!listed.ok) throw new Error(`Listing the bench locations answered ${listed.status}: ${await listed.text()}`);
  const [location] = (await listed.json()) as { id: string; photos: { id: string }[] }[];
  if (!location) throw new Error('The bench caller has no location to show a photo of (is DEMO=1 set?)');
  const existing = location.photos[0];
  if (existing) return { id: location.id, photoId: existing.id };
  const picture = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'salon.jpg');
  const response = await fetch(`${session.url}/api/locations/${location.id}/photos`, {
    method: 'POST',
    headers: session.headers,
    body: form,
  });
  if (!response.ok) throw new Error(`Uploading the bench photo answered ${response.status}: ${await response.text()}`);
  return { id: location.id, photoId: ((await response.json()) as { id: string }).id };
}

/** The newest entry of the caller's notification log (the demo has about 80). */
async function notificationLogEntry(session: BenchSession): Promise<Record<string, string>> {
  const listed = await fetch(`${session.url}/api/notification-logs?pageSize=1`, { headers: session.headers });
  if (!listed.ok)
    throw new Error(`Listing the bench notification logs answered ${listed.status}: ${await listed.text()}`);
  const [entry] = ((await listed.json()) as { logs: { id: string }[] }).logs;
  if (!entry) throw new Error('The bench caller has no notification log entry (is DEMO=1 set?)');
  return { id: entry.id };
}

/** The first item of a list the demo fills (clients, products, team members). */
function firstOf(list: string): ParamsFor {
  return async (session) => {
    const listed = await fetch(`${session.url}${list}`, { headers: session.headers });
    if (!listed.ok) throw new Error(`${list} answered ${listed.status}: ${await listed.text()}`);
    const [item] = ((await listed.json()) as { items: { id: string }[] }).items;
    if (!item) throw new Error(`${list} is empty for the bench caller (is DEMO=1 set?)`);
    return { id: item.id };
  };
}

/** The first template of a template list (message or platform), for its id, subtype and type. */
async function firstTemplate(
  session: BenchSession,
  list: string,
): Promise<{ id: string; subtype: string; type: string }> {
  const listed = await fetch(`${session.url}${list}`, { headers: session.headers });
  if (!listed.ok) throw new Error(`${list} answered ${listed.status}: ${await listed.text()}`);
  const [template] = ((await listed.json()) as { templates: { id: string; subtype: string; type: string }[] })
    .templates;
  if (!template) throw new Error(`${list} is empty for the bench caller (is DEMO=1 set?)`);
  return template;
}

/** A plain (unencrypted) backup of the caller's organization settings, made for the download. */
async function backupToDownload(session: BenchSession): Promise<Record<string, string>> {
  const made = await fetch(`${session.url}/api/settings/backups`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', encryption: false }),
  });
  if (!made.ok) throw new Error(`Making the bench backup answered ${made.status}: ${await made.text()}`);
  return { id: ((await made.json()) as { id: string }).id };
}

export const BENCH_PARAMS: Readonly<Record<string, ParamsFor>> = {
  'GET /api/users/:id/avatar': async (session) => {
    await uploadAvatar(session);
    return { id: session.userId };
  },
  'GET /api/locations/:id/photos/:photoId/file': locationPhoto,
  'GET /api/notification-logs/:id': notificationLogEntry,
  'GET /api/clients/:id': firstOf('/api/clients?pageSize=1'),
  'GET /api/products/:id': firstOf('/api/products?pageSize=1'),
  'GET /api/team/users/:id/practitioner': firstOf('/api/team/users'),
  // The providers exist once initialized (the Financial page does it on first load).
  'GET /api/payment-gateways/:type/config': async (session) => {
    const initialized = await fetch(`${session.url}/api/payment-gateways/initialize`, {
      method: 'POST',
      headers: session.headers,
    });
    if (!initialized.ok) throw new Error(`Initializing the gateways answered ${initialized.status}`);
    return { type: 'stripe' };
  },
  'GET /api/message-templates/:id': async (session) => ({
    id: (await firstTemplate(session, '/api/message-templates')).id,
  }),
  'GET /api/message-templates/by-subtype/:subtype': async (session) => ({
    subtype: (await firstTemplate(session, '/api/message-templates')).subtype,
  }),
  'GET /api/platform-templates/:id': async (session) => ({
    id: (await firstTemplate(session, '/api/platform-templates')).id,
  }),
  'GET /api/platform-templates/:id/history': async (session) => ({
    id: (await firstTemplate(session, '/api/platform-templates')).id,
  }),
  'GET /api/platform-templates/variables/:type': async () => ({ type: 'email' }),
  'GET /api/settings/backups/:id/download': backupToDownload,
};

/** The query string of a GET route that needs one to answer (its required parameters). */
export const BENCH_QUERIES: Readonly<Record<string, (session: BenchSession) => Promise<string>>> = {
  'GET /api/platform-templates/by-subtype': async (session) => {
    const { subtype, type } = await firstTemplate(session, '/api/platform-templates');
    return `subtype=${encodeURIComponent(subtype)}&type=${encodeURIComponent(type)}`;
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
