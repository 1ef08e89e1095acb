import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/en';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/** A page the user's role may not open: its title, and why it is not shown. */
export function NoAccess({ titleId, bodyId = 'noAccess.body' }: { titleId: MessageId; bodyId?: MessageId }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: titleId })} />
      <EmptyState
        icon="lock"
        title={intl.formatMessage({ id: 'noAccess.title' })}
        description={intl.formatMessage({ id: bodyId })}
      />
    </>
  );
}
