import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { exportActivity } from './api';

describe('Export Activity', () => {
  it('posts the format with the list’s filters as JSON and keeps the server’s file name', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const file = await exportActivity('csv', { section: 'branding', search: 'logo' }, async (url, init) => {
      seen.push({ url: String(url), init });
      return new Response('Date,User', {
        headers: { 'content-disposition': 'attachment; filename="settings-activity-export-2026-11-22.csv"' },
      });
    });
    expect(seen[0]?.url).toBe('/api/settings/activity/export');
    expect(seen[0]?.init?.method).toBe('POST');
    expect(seen[0]?.init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({ format: 'csv', section: 'branding', search: 'logo' });
    expect(new Headers(seen[0]?.init?.headers).get('content-type')).toBe('application/json');
    expect(file.fileName).toBe('settings-activity-export-2026-11-22.csv');
  });

  it('brings back the server’s refusal', async () => {
    const refused = exportActivity(
      'json',
      {},
      async () =>
        new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
  });
});
