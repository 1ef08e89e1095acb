import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/en';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/**
 * The page of a settings area that is not built yet: its title and an honest note, never a form
 * that pretends to save. `children` may offer what already exists elsewhere.
 */
export function NotAvailable({ titleId, children }: { titleId: MessageId; children?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon="build"
        title={intl.formatMessage({ id: 'notAvailable.heading' })}
        description={intl.formatMessage({ id: 'notAvailable.body' }, { title })}
      />
      {children}
    </>
  );
}
