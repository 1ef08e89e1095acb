import { Spinner } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

export function FullPageLoading() {
  const intl = useIntl();
  return (
    <div className="full-page-center" role="status" aria-live="polite">
      <Spinner size={40} aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}

export function SectionLoading() {
  const intl = useIntl();
  return (
    <div className="section-loading" role="status" aria-live="polite">
      <Spinner size={28} aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
