import { Intent, type IconName } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useToast } from '../../../components/toaster/ToasterProvider';

type Kind = 'success' | 'warning' | 'danger';

const LOOK: Record<Kind, { intent: Intent; icon: IconName; timeout: number }> = {
  success: { intent: Intent.SUCCESS, icon: 'tick-circle', timeout: 5000 },
  warning: { intent: Intent.WARNING, icon: 'warning-sign', timeout: 5000 },
  danger: { intent: Intent.DANGER, icon: 'error', timeout: 8000 },
};

/**
 * A toast with the specification's title and description pair ('Retrying save...' / 'Attempt 1
 * of 2. Please wait...'), for the messages useNotify does not cover: client-side checks, notes
 * and warnings that are no server error.
 */
export function useMessage(): (kind: Kind, title: string, body?: string) => void {
  const show = useToast();
  return useCallback(
    (kind, title, body) => {
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
}
