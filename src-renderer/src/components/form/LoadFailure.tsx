import { Button, Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { errorToastText } from '../../api/error-text';

interface LoadFailureProps {
  /** Defaults to 'Could not load this page'. */
  title?: string;
  /** What went wrong in the page's words; without it, the server's reason (or a plain fallback). */
  description?: string;
  error?: unknown;
  /** What the page shows meanwhile, e.g. the details from sign-in, read-only. */
  note?: string;
  onRetry: () => void;
}

/** The one view of data that did not load: what failed, what is shown instead, and Try Again. */
export function LoadFailure({ title, description, error, note, onRetry }: LoadFailureProps) {
  const intl = useIntl();
  const text =
    description ??
    errorToastText(error, {
      fallback: intl.formatMessage({ id: 'toast.fallback' }),
      network: intl.formatMessage({ id: 'toast.network' }),
    });
  return (
    <Callout
      intent={Intent.DANGER}
      icon="error"
      title={title ?? intl.formatMessage({ id: 'query.errorTitle' })}
      role="alert"
      className="settings-load-failure"
    >
      <p>{text}</p>
      {note !== undefined && <p>{note}</p>}
      <Button icon="refresh" text={intl.formatMessage({ id: 'query.retry' })} onClick={onRetry} />
    </Callout>
  );
}
