import { Intent } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker, type BlockerFunction } from 'react-router';
import { LOGIN_PATH } from '../../app/routing/paths';
import { ConfirmDialog } from '../ConfirmDialog';
import { hasUnsavedFormsAtom, shouldAskBeforeLeaving } from './leave-guard';

/**
 * Asks before unsaved edits are lost. Inside the app (menu, palette, shortcuts, links, Back) it is
 * a confirmation: Stay keeps the page as it is, Leave goes on. A reload or a closed window gets the
 * browser's own warning, the only one a page may show there (part 1 §4). Mounted once, in the shell.
 */
export function LeaveGuard() {
  const intl = useIntl();
  const unsaved = useAtomValue(hasUnsavedFormsAtom);
  const ask = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => shouldAskBeforeLeaving(unsaved, currentLocation, nextLocation, LOGIN_PATH),
    [unsaved],
  );
  const blocker = useBlocker(ask);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'form.leave.title' })}
      confirmText={intl.formatMessage({ id: 'form.leave.leave' })}
      cancelText={intl.formatMessage({ id: 'form.leave.stay' })}
      intent={Intent.DANGER}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{intl.formatMessage({ id: 'form.leave.body' })}</p>
    </ConfirmDialog>
  );
}
