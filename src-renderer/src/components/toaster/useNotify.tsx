import { Intent, type IconName } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeText } from '../../api/error-code-texts';
import { errorToastText } from '../../api/error-text';
import { useToast } from './ToasterProvider';

type Kind = 'success' | 'warning' | 'danger';

const LOOK: Record<Kind, { intent: Intent; icon: IconName; timeout: number }> = {
  success: { intent: Intent.SUCCESS, icon: 'tick-circle', timeout: 5000 },
  warning: { intent: Intent.WARNING, icon: 'warning-sign', timeout: 5000 },
  // Failures stay longer: they usually ask the reader to do something.
  danger: { intent: Intent.DANGER, icon: 'error', timeout: 8000 },
};

/**
 * The one toast hook of the app. The specification's toasts pair a title with a description
 * ('Retrying save...' / 'Attempt 1 of 2. Please wait...'); a failure's description is the server's
 * reason when it has one, else the page's own text.
 */
export interface Notify {
  success(title: string, body?: string): void;
  warning(title: string, body?: string): void;
  /** A problem found here rather than by the server (a client-side check, a copy that failed). */
  danger(title: string, body?: string): void;
  /** A call that failed: the server's reason, or `fallback` where it has none worth showing. */
  failure(title: string, error: unknown, fallback?: string): void;
}

export function useNotify(): Notify {
  const show = useToast();
  const intl = useIntl();

  const toast = useCallback(
    (kind: Kind, title: string, body?: string) => {
      const { intent, icon, timeout } = LOOK[kind];
      show({
        intent,
        icon,
        timeout,
        message:
          body === undefined ? (
            title
          ) : (
            <>
              <strong>{title}</strong>
              <br />
              {body}
            </>
          ),
      });
    },
    [show],
  );

  const failure = useCallback(
    (title: string, error: unknown, fallback?: string) =>
      toast(
        'danger',
        title,
        errorToastText(error, {
          fallback: fallback ?? intl.formatMessage({ id: 'toast.fallback' }),
          network: intl.formatMessage({ id: 'toast.network' }),
          coded: errorCodeText(intl, error),
        }),
      ),
    [toast, intl],
  );

  return useMemo(
    () => ({
      success: (title, body) => toast('success', title, body),
      warning: (title, body) => toast('warning', title, body),
      danger: (title, body) => toast('danger', title, body),
      failure,
    }),
    [toast, failure],
  );
}
