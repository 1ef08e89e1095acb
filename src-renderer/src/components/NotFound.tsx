import { Classes } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { settingsPath, slugInPath } from '../app/routing/paths';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

export function NotFound() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'notFound.title' })} />
      <EmptyState
        icon="search"
        title={intl.formatMessage({ id: 'notFound.body' })}
        action={
          <Link
            className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
            to={settingsPath(slugInPath(pathname), 'overview')}
          >
            {intl.formatMessage({ id: 'notFound.action' })}
          </Link>
        }
      />
    </>
  );
}
