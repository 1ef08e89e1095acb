import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../server/contract/routes';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { errorToastText } from '../../api/error-text';
import { en } from '../../i18n/en';
import { resendAndAnnounce } from './api';
import { logEntry } from './log-fixtures';

/**
 * Resend as the page runs it, against a stand-in for the server: the call it makes, the toast the
 * user reads (with the server's reason preferred, spec part 3 §8) and the list read again.
 */
const TEXTS = { resent: 'Notification resent successfully', failed: 'Failed to resend notification' };
const FAILED = logEntry({ id: '01900000-0000-7000-8000-00000000a002', status: 'failed', error: 'Mailbox full' });

function harness() {
  const toasts: string[] = [];
  const notify = {
    success: (title: string) => void toasts.push(title),
    // What useNotify shows under the title: the server's reason, else the app's general words.
    failure: (title: string, error: unknown) =>
      void toasts.push(
        `${title} / ${errorToastText(error, { fallback: en['toast.fallback'], network: en['toast.network'] })}`,
      ),
  };
  const refresh = vi.fn();
  return { toasts, notify, refresh };
}

describe('Resend', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the entry’s resend, says it worked, reads the list again and answers the new entry', async () => {
    const created = logEntry({
      id: '01900000-0000-7000-8000-00000000a009',
      status: 'pending',
      metadata: { resendOf: FAILED.id },
    });
    const call = vi.spyOn(api, 'call').mockResolvedValue(created);
    const { toasts, notify, refresh } = harness();
    await expect(resendAndAnnounce(FAILED, { notify, texts: TEXTS, refresh })).resolves.toEqual(created);
    expect(call).toHaveBeenCalledWith(ROUTES.notifications.resend, { params: { id: FAILED.id } });
    expect(toasts).toEqual(['Notification resent successfully']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason under the spec’s title when it refuses, and reads the list again', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new ApiError(409, 'Only failed notifications can be resent', 'CONFLICT'));
    const { toasts, notify, refresh } = harness();
    await expect(resendAndAnnounce(FAILED, { notify, texts: TEXTS, refresh })).resolves.toBeNull();
    expect(toasts).toEqual(['Failed to resend notification / Only failed notifications can be resent']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the spec’s title when the server gives no reason worth showing', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new ApiError(500, 'Internal Server Error'));
    const { toasts, notify, refresh } = harness();
    await resendAndAnnounce(FAILED, { notify, texts: TEXTS, refresh });
    expect(toasts).toEqual(['Failed to resend notification / Something went wrong. Please try again.']);
  });
});
