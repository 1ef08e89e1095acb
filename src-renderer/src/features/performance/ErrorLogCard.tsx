import { Button, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { ServerError } from '../../../../server/contract/performance';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { useNotify } from '../../components/toaster/useNotify';
import { formatDateTime } from '../../i18n/dates';
import { PerfCard } from './PerfCard';

/** The last server errors (5xx), newest first, each with the request id the server log names. */
export function ErrorLogCard({ errors }: { errors: ServerError[] }) {
  const intl = useIntl();
  const display = useDateDisplay();
  const notify = useNotify();
  const copy = (requestId: string) =>
    navigator.clipboard.writeText(requestId).then(
      () => notify.success(intl.formatMessage({ id: 'perf.errors.copied' }, { id: requestId })),
      () => notify.danger(intl.formatMessage({ id: 'perf.errors.copyFailed' })),
    );
  return (
    <PerfCard
      id="perf-errors"
      icon="error"
      title={intl.formatMessage({ id: 'perf.errors.title' })}
      note={intl.formatMessage({ id: 'perf.errors.note' })}
      wide
    >
      {errors.length === 0 ? (
        <p className="perf-empty">{intl.formatMessage({ id: 'perf.errors.empty' })}</p>
      ) : (
        <ul className="perf-errors">
          {errors.map((error) => (
            <li key={`${error.requestId}-${error.at}`} className="perf-error">
              <div className="perf-error-head">
                <Tag minimal intent={Intent.DANGER}>
                  {error.statusCode}
                </Tag>
                <code>
                  {error.method} {error.route}
                </code>
                <time dateTime={error.at} className="perf-muted">
                  {formatDateTime(new Date(error.at), display)}
                </time>
              </div>
              <p className="perf-error-message">{error.message}</p>
              <div className="perf-error-id">
                <span>{intl.formatMessage({ id: 'perf.errors.requestId' })}</span>
                <code className="perf-request-id">{error.requestId}</code>
                <Button
                  variant="minimal"
                  size="small"
                  icon="clipboard"
                  aria-label={intl.formatMessage({ id: 'perf.errors.copy' }, { id: error.requestId })}
                  onClick={() => void copy(error.requestId)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PerfCard>
  );
}
