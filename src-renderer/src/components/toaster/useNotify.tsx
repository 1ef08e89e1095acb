import { Intent } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorToastText } from '../../api/error-text';
import { useToast } from './ToasterProvider';

export interface Notify {
  success(title: string): void;
  /** The specification's toasts pair a title ('Failed to update role') with the server's text. */
  failure(title: string, error: unknown, fallback?: string): void;
}

export function useNotify(): Notify {
  const show = useToast();
  const intl = useIntl();
  const success = useCallback(
    (title: string) => show({ intent: Intent.SUCCESS, icon: 'tick-circle', message: title }),
    [show],
  );
  const failure = useCallback(
    (title: string, error: unknown, fallback?: string) => {
      const text = errorToastText(error, {
        fallback: fallback ?? intl.formatMessage({ id: 'toast.fallback' }),
        network: intl.formatMessage({ id: 'toast.network' }),
      });
      show({
        intent: Intent.DANGER,
        icon: 'error',
        timeout: 8000,
        message: (
          <>
            <strong>{title}</strong>
            <br />
            {text}
          </>
        ),
      });
    },
    [show, intl],
  );
  return { success, failure };
}
