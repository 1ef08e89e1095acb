import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/en';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export function NoAccess({ titleId }: { titleId: MessageId }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: titleId })} />
      <EmptyState
        icon="lock"
        title={intl.formatMessage({ id: 'noAccess.title' })}
        description={intl.formatMessage({ id: 'noAccess.body' })}
      />
    </>
  );
}
