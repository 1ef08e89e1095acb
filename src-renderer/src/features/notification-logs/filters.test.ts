import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { logListQuery } from './api';
import { cleanSearch, filtersFrom, filtersKey, logQuery, withFilters } from './filters';
import { logPage } from './log-fixtures';

const params = (text: string) => new URLSearchParams(text);

describe('the filters in the address', () => {
  it('reads the type, the status and the search', () => {
    expect(filtersFrom(params('type=sms&status=failed&search=%2B6140'))).toEqual({
      type: 'sms',
      status: 'failed',
      search: '+6140',
    });
  });

  it('reads an unknown type or status, or none, as all', () => {
    expect(filtersFrom(params('type=fax&status=lost'))).toEqual({ type: null, status: null, search: '' });
    expect(filtersFrom(params(''))).toEqual({ type: null, status: null, search: '' });
  });

  it('writes only what is set, and keeps the address’s other parameters', () => {
    const next = withFilters(params('tab=x&type=sms&search=ana'), { type: null, status: 'pending', search: '  ' });
    expect(next.toString()).toBe('tab=x&status=pending');
  });
});

describe('the query the list sends', () => {
  it('sends nothing for All and an empty search', () => {
    expect(logQuery({ type: null, status: null, search: '   ' })).toEqual({});
  });

  it('sends the type as notificationType, the status, the search and the cursor', () => {
    expect(logQuery({ type: 'email', status: 'delivered', search: ' Ana@ ' }, 'abc_123')).toEqual({
      notificationType: 'email',
      status: 'delivered',
      search: 'Ana@',
      cursor: 'abc_123',
    });
  });

  it('cleans the search: no control characters, no more than the server takes', () => {
    expect(cleanSearch('ana\t@example\u0000')).toBe('ana @example');
    expect(cleanSearch('x'.repeat(150))).toHaveLength(100);
  });

  it('gives one key per distinct filtering (the page number belongs to it)', () => {
    expect(filtersKey({ type: null, status: null, search: 'ana ' })).toBe(
      filtersKey({ type: null, status: null, search: 'ana' }),
    );
    expect(filtersKey({ type: 'sms', status: null, search: '' })).not.toBe(
      filtersKey({ type: null, status: 'sent', search: '' }),
    );
  });
});

describe('GET /api/notification-logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is called with the filters and the cursor as its query', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(logPage([]));
    const query = logQuery({ type: 'sms', status: 'failed', search: '+61' }, 'next_1');
    await new QueryClient().fetchQuery(logListQuery(query));
    expect(call).toHaveBeenCalledTimes(1);
    const [route, input] = call.mock.calls[0] as [unknown, { query: unknown }];
    expect(route).toBe(ROUTES.notifications.logs);
    expect(input.query).toEqual({ notificationType: 'sms', status: 'failed', search: '+61', cursor: 'next_1' });
  });
});
