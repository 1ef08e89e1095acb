import { Button, Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { errorToastText } from '../api/error-text';

/** A load that failed, with the server's reason and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const text = errorToastText(error, {
    fallback: intl.formatMessage({ id: 'toast.fallback' }),
    network: intl.formatMessage({ id: 'toast.network' }),
  });
  return (
    <Callout intent={Intent.DANGER} title={intl.formatMessage({ id: 'query.errorTitle' })} role="alert">
      <p>{text}</p>
      <Button text={intl.formatMessage({ id: 'query.retry' })} icon="refresh" onClick={onRetry} />
    </Callout>
  );
}
