import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../server/contract/routes';
import { ApiError } from './api-error';
import { downloadFile, fileNameFromDisposition } from './download';

describe('the name of a downloaded file', () => {
  it('prefers the UTF-8 name, then the quoted one, then a bare token', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="clients.csv"; filename*=UTF-8''cl%C3%ADents-2026.csv`, 'x'),
    ).toBe('clíents-2026.csv');
    expect(fileNameFromDisposition('attachment; filename="clients-2026-05-01.xlsx"', 'x')).toBe(
      'clients-2026-05-01.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=products.csv', 'x')).toBe('products.csv');
  });

  it('never lets a name reach another folder, and falls back when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fa.csv`, 'x')).toBe('.._.._a.csv');
    expect(fileNameFromDisposition('attachment', 'clients.csv')).toBe('clients.csv');
    expect(fileNameFromDisposition(null, 'clients.csv')).toBe('clients.csv');
    expect(fileNameFromDisposition('attachment; filename=".."', 'clients.csv')).toBe('clients.csv');
  });
});

describe('downloading a file', () => {
  it('asks the route with its query and the session cookie, and names the file as the server says', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const file = await downloadFile(ROUTES.imports.exportClients, {
      query: { format: 'xlsx' },
      fallbackName: 'clients.xlsx',
      fetch: async (url, init) => {
        seen.push({ url: String(url), init });
        return new Response('PK', {
          headers: { 'content-disposition': 'attachment; filename="clients-2026-05-01.xlsx"' },
        });
      },
    });
    expect(seen[0]?.url).toBe('/api/clients/export?format=xlsx');
    expect(seen[0]?.init?.credentials).toBe('same-origin');
    expect(file.fileName).toBe('clients-2026-05-01.xlsx');
    expect(await file.blob.text()).toBe('PK');
  });

  it('turns a refusal into the server’s error and a lost connection into a network failure', async () => {
    const refused = downloadFile(ROUTES.imports.exportProducts, {
      query: { format: 'csv' },
      fallbackName: 'products.csv',
      fetch: async () =>
        new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'You do not have permission' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'You do not have permission' });

    const offline = downloadFile(ROUTES.imports.exportProducts, {
      fallbackName: 'products.csv',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline).rejects.toBeInstanceOf(ApiError);
    await expect(offline).rejects.toMatchObject({ isNetworkFailure: true });
  });
});
